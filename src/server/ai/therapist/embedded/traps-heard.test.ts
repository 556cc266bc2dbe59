import { describe, expect, it } from 'vitest';
import type { Turn } from '../../../../shared/therapy.ts';
import { summariseSession } from '../../summary/index.ts';
import { sessionMemory } from '../../summary/memory.ts';
import { converse, type Exchange } from './conversation.test-util.ts';
import { thoughtShaped } from './moves/skill-steps.ts';

/**
 * A thinking trap is heard as a thought ('part of you is predicting…'), never restated as a fact or
 * a plan, and a summary names it only as a thinking trap. Scripts are in the person's own typing.
 */
const shiftWork = [
  '',
  'do u have tips for sleeping during the day',
  'i work nights at a warehouse, 10pm to 6am',
  'i get home and cant get to sleep til like 11am and then the trucks start',
  'ill be stuck doing this forever',
  'my room gets so much sun, the curtains are crap',
  'i could get blockout curtains or even just foil on the window lol',
  'ok thx',
];
const exams = [
  '',
  'exams start in 2 weeks and im freaking out',
  'i have chem first then physics the week after',
  'everyone else in my class seems so relaxed about it, theyre all coping fine and im the only one crying',
  'i think i need a timetable cause i jump between subjects',
  'ok ill try 25 minutes on chem tomorrow morning at the library',
  'thanks',
];

const history = (ex: Exchange[]): Turn[] =>
  ex.flatMap((r) => [
    ...(r.utterance ? [{ role: 'user' as const, content: r.utterance }] : []),
    { role: 'assistant' as const, content: r.text },
  ]);
const summary = (ex: Exchange[]) =>
  summariseSession({
    history: history(ex),
    engineState: ex.at(-1)!.outcome.state,
    durationMinutes: 8,
    therapistName: 'Sage',
  });
const sentences = (t: string) => t.split(/(?<=[.!?])\s+/);

describe('thinking traps heard as thoughts', () => {
  it.each([1, 2, 3, 4, 5])('never restates a prediction as a fact or a plan (seed %i)', async (seed) => {
    const ex = await converse(shiftWork, { seed });
    const reply = ex[4]!.text;
    expect(reply).not.toMatch(/you'll be stuck|you will be stuck/i);
    expect(reply).toMatch(/predicting|thought|thinking trap|fortune-telling/i);
    for (const e of ex) expect(e.text).not.toMatch(/\b(?:you could|you'll|planned to)\b[^.]*stuck doing this forever/i);
  });

  it.each([1, 2, 3])('names the prediction in the summary only as a thinking trap (seed %i)', async (seed) => {
    const s = summary(await converse(shiftWork, { seed }));
    for (const line of sentences(s.summary).filter((l) => /stuck doing this forever/i.test(l)))
      expect(line).toMatch(/thinking trap/);
    expect(s.nextSteps.join('\n')).not.toMatch(/stuck/i);
    expect(s.nextSteps[0]).toBe('Get blockout curtains or even just foil on the window');
  });

  it.each([1, 2, 3])('never repeats a comparison as content in the summary (seed %i)', async (seed) => {
    const ex = await converse(exams, { seed });
    for (const e of ex) expect(e.text).not.toMatch(/(?:they're|theyre) all coping fine/i);
    const s = summary(ex);
    for (const line of sentences(s.summary).filter((l) => /coping fine|only one crying|seems so relaxed/i.test(l)))
      expect(line).toMatch(/thinking trap/);
  });

  it('records a plan typed fast with a duration, and the next session opens by recalling it', async () => {
    const ex = await converse(exams, { seed: 1 });
    const mem = sessionMemory(ex.at(-1)!.outcome.state, history(ex));
    expect(mem.plans).toContain('try 25 minutes on chem tomorrow morning at the library');
    const s = summary(ex);
    const next = await converse([''], {
      seed: 1,
      memory: {
        previousSessions: [
          { date: '2026-11-15T09:30:00+11:00', topics: s.topics, nextSteps: s.nextSteps, plans: mem.plans },
        ],
      },
      now: new Date('2026-11-22T19:00:00+11:00'),
    });
    // A week later, its 'tomorrow morning' has passed: recalled without it.
    expect(next[0]!.text).toContain('you planned to try 25 minutes on chem at the library');
  });
});

describe('a balanced thought is only accepted when it is one', () => {
  it("doesn't take 'idk' or news about someone else for their balanced thought", () => {
    expect(thoughtShaped('idk. he went to uni in hong kong and he always says how hard he worked')).toBe(false);
    expect(thoughtShaped('he always says how hard he worked')).toBe(false);
    expect(thoughtShaped("even if it doesn't go perfectly, I've passed hard things before")).toBe(true);
    expect(thoughtShaped('not everyone, my friend said she was stressed too')).toBe(true);
    expect(thoughtShaped('one bad mark is not the whole story')).toBe(true);
  });

  it('asks again, gently, instead of praising a thought that is not one', async () => {
    const ex = await converse(
      [
        '',
        'exams start in 11 days and im freaking out',
        'i have chem first then physics the week after',
        'if i dont get a 95 atar my whole life is basically over',
        'i got 90 in the trials',
        'idk. he went to uni in hong kong and he always says how hard he worked',
        'even if i dont get 95 there are other ways into the course',
      ],
      { seed: 1 },
    );
    expect(ex[5]!.text).not.toMatch(/fairer|balanced but still honest|still honest/i);
    expect(ex[6]!.text).toMatch(/"Even if I don't get 95 there are other ways into the course": that sounds fairer/);
  });

  it('hears a step of their own mid-exercise as a step, and never takes thanks for a balanced thought', async () => {
    const ex = await converse(
      [
        '',
        'im a nurse in ED and im just fried',
        'i havent had a lunch break in like a month',
        'if i take a break the whole shift falls apart',
        'ok ill take a proper 15 minute break outside this week',
        'thanks, ill let you know how it goes',
      ],
      { seed: 1 },
    );
    expect(ex[3]!.text).toMatch(/evidence/);
    expect(ex[4]!.text).toMatch(/you could take a proper 15 minute break outside this week\./);
    expect(ex[4]!.text).not.toMatch(/balanced|evidence|worth holding/);
    expect(ex[4]!.outcome.state.plans).toEqual(['take a proper 15 minute break outside this week']);
    for (const e of ex) expect(e.text).not.toMatch(/fairer|let you know how it goes/i);
  });
});
