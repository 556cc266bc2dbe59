import type { InstrumentId } from '../../../shared/instruments.ts';

/** How soon a professional is worth seeing: keep checking in, see a GP, see a GP soon. */
export type NextStepLevel = 'self-care' | 'gp' | 'gp-soon';

interface Guidance {
  meaning: string;
  level: NextStepLevel;
}

/** What each band means, in plain words; the bands themselves are the published ones (instruments.ts). */
const guidance: Record<InstrumentId, Record<string, Guidance>> = {
  k10: {
    low: {
      meaning: 'Your answers suggest low distress over the last month, where most people are.',
      level: 'self-care',
    },
    moderate: {
      meaning:
        'Your answers suggest moderate distress over the last month. Many people feel like this in a hard patch; it is worth keeping an eye on.',
      level: 'gp',
    },
    high: {
      meaning: 'Your answers suggest high distress over the last month. This is a lot to carry, and support can help.',
      level: 'gp',
    },
    very_high: {
      meaning:
        'Your answers suggest very high distress over the last month. You do not have to manage this on your own.',
      level: 'gp-soon',
    },
  },
  phq9: {
    minimal: {
      meaning: 'Your answers suggest few or no symptoms of depression in the last two weeks.',
      level: 'self-care',
    },
    mild: { meaning: 'Your answers suggest mild symptoms of depression in the last two weeks.', level: 'self-care' },
    moderate: {
      meaning: 'Your answers suggest moderate symptoms of depression in the last two weeks.',
      level: 'gp',
    },
    moderately_severe: {
      meaning: 'Your answers suggest moderately severe symptoms of depression in the last two weeks.',
      level: 'gp-soon',
    },
    severe: { meaning: 'Your answers suggest severe symptoms of depression in the last two weeks.', level: 'gp-soon' },
  },
  gad7: {
    minimal: {
      meaning: 'Your answers suggest few or no symptoms of anxiety in the last two weeks.',
      level: 'self-care',
    },
    mild: { meaning: 'Your answers suggest mild symptoms of anxiety in the last two weeks.', level: 'self-care' },
    moderate: { meaning: 'Your answers suggest moderate symptoms of anxiety in the last two weeks.', level: 'gp' },
    severe: { meaning: 'Your answers suggest severe symptoms of anxiety in the last two weeks.', level: 'gp-soon' },
  },
};

export function guidanceFor(instrument: InstrumentId, band: string): Guidance {
  return guidance[instrument][band] ?? { meaning: '', level: 'gp' };
}

export const nextStepText: Record<NextStepLevel, string> = {
  'self-care':
    'Keep checking in each week and keep doing what helps. If things change, your GP, or Medicare Mental Health on 1800 595 212, can help you find support.',
  gp: 'It would be worth booking a GP appointment to talk it through. A GP can suggest what fits, including a Mental Health Treatment Plan, which brings Medicare rebates for sessions with a psychologist. Medicare Mental Health (1800 595 212) can also help you find support.',
  'gp-soon':
    'Please see your GP soon, and take these results with you. If things feel like too much right now, call Lifeline on 13 11 14 or Beyond Blue on 1300 22 4636, any time. In an emergency, call 000.',
};
