import { describe, expect, it } from 'vitest';
import { isUrgentTier } from '../../../../shared/safety.ts';
import { assessUtterance, type SessionRiskState } from '../index.ts';
import { normalise } from '../normalise.ts';
import { readMeaning } from './index.ts';

// The semantic frames are rules: read here without the learned model (model/ has its own tests).
const rulesOnly = { model: false } as const;
const tierOf = (text: string) => assessUtterance(text, undefined, rulesOnly).tier;
const framesOf = (text: string) => readMeaning(normalise(text)).signals.map((s) => s.rule.id);

// None of these sentences is in eval-data: they check that concepts combine, not that sentences are listed.
describe('semantic frames: unseen combinations of known ideas', () => {
  it.each([
    ["i can't wait to not exist anymore", 'frame.wish-death'],
    ['every time i drive i secretly hope a truck gets me', 'frame.wish-harm'],
    ['i might head off for a walk and not come back', 'frame.no-return'],
    ['my kids would cope fine if i was gone', 'frame.burden'],
    ["i've written a letter for my sister for when i'm gone", 'frame.prep-after'],
    ['i keep staring at the rope in the garage', 'frame.means-close'],
    ["i've been squirrelling away my sleeping tablets", 'frame.stockpile'],
    ["i've been punching my legs until they bruise", 'frame.hurt-body'],
    ['he told me he will burn the house down with me inside', 'frame.threat-said'],
  ])('%s -> %s, urgent', (text, frame) => {
    expect(framesOf(text)).toContain(frame);
    expect(isUrgentTier(tierOf(text))).toBe(true);
  });

  it.each([
    ['the engine is running and the roller door is shut', 'frame.exhaust'],
    ['my ex is banging on the window right now screaming', 'frame.at-the-door'],
    ['my nan is slurring and her smile has gone lopsided', 'frame.stroke'],
    ['my toddler chewed a dishwasher pod', 'frame.child-swallowed'],
    ["my brother messaged love you all and now his phone's off", 'frame.third-farewell'],
  ])('%s -> %s, danger now', (text, frame) => {
    expect(framesOf(text)).toContain(frame);
    expect(tierOf(text)).toBe('immediate');
  });

  it.each([
    "i can't wait to not have to wake up early for school",
    "i hope my nan's surgery goes well",
    "the team will cope fine without me while i'm on holiday",
    "i've written a letter to my pen pal in japan",
    "we're squirrelling away money for the holidays",
    'the engine is running fine after the service',
    'he told me he will kill me if i eat his chips lol',
    'the neighbours are banging on the wall, their music is so loud',
    'my brother said love you all before his flight and now his phone is off',
    'i hope the plane lands on time',
    'gasping for a beer after that shift',
    'i feel trapped under all this uni debt',
  ])('stays below urgent: %s', (text) => {
    expect(isUrgentTier(tierOf(text))).toBe(false);
  });

  it('reads negation, another person and a resolved past', () => {
    expect(framesOf('i would never hope a truck hits me')).not.toContain('frame.wish-harm');
    expect(framesOf('i hope my ex gets hit by a bus')).not.toContain('frame.wish-harm');
    expect(framesOf("years ago i used to hope a truck would get me, but i'm in a good place now")).not.toContain(
      'frame.wish-harm',
    );
    expect(
      assessUtterance('my son keeps saying he wants to go to sleep and never come back', undefined, rulesOnly)
        .categories,
    ).toContain('third_party');
  });
});

describe('weak signs added up across a session', () => {
  const converse = (...turns: string[]) => {
    let state: SessionRiskState | undefined;
    return turns.map((text) => {
      const result = assessUtterance(text, state, rulesOnly);
      state = result.state;
      return result;
    });
  };

  it('raises a quiet follow-up to high when the turn before carried weak signs too', () => {
    const [first, second] = converse(
      "the bank took the farm and i'm done",
      "been sorting out the paperwork, can't see any future",
    );
    expect(first!.tier).toBe('elevated');
    expect(second!.tier).toBe('high');
    expect(assessUtterance("been sorting out the paperwork, can't see any future", undefined, rulesOnly).tier).toBe(
      'elevated',
    );
  });

  it('lets the carried concern fade over ordinary turns and stores only a number', () => {
    const results = converse(
      "the bank took the farm and i'm done",
      'what should i cook tonight',
      'maybe a roast',
      'ok thanks',
    );
    const concerns = results.map((r) => r.state.concern);
    expect(concerns[0]).toBeGreaterThan(0);
    expect(concerns[3]).toBeLessThan(concerns[0]!);
    expect(results.slice(1).every((r) => r.tier === 'none')).toBe(true);
  });

  it('accepts a stored state from before concern existed', () => {
    const { state } = assessUtterance('hello', undefined, rulesOnly);
    const { concern: _dropped, ...old } = state;
    expect(assessUtterance('i want to die', old as SessionRiskState, rulesOnly).tier).toBe('high');
  });
});
