import { describe, expect, it } from 'vitest';
import {
  FLOOR_TURNS,
  SessionRiskStateSchema,
  assessUtterance,
  initialRiskState,
  type SessionRiskState,
} from './index.ts';

/** Runs a conversation through the layer, each turn with the state the previous one returned. */
function converse(...turns: string[]) {
  let state: SessionRiskState | undefined;
  return turns.map((text) => {
    const result = assessUtterance(text, state);
    state = result.state;
    return result;
  });
}

describe('session risk tracking', () => {
  it('turns having the means into danger now after an earlier wish to die', () => {
    const [first, second] = converse('I want to die', 'I have the pills here');
    expect(first!.tier).toBe('high');
    expect(second!.tier).toBe('immediate');
    // The rules need the earlier wish; the learned model reads a bare "I have the pills here" as danger on its own.
    expect(assessUtterance('I have the pills here', undefined, { model: false }).tier).toBe('none');
  });

  it('keeps vague follow-ups at least elevated for a few turns, then lets them go', () => {
    const results = converse(
      'i keep thinking about killing myself',
      ...Array.from({ length: FLOOR_TURNS + 1 }, () => 'ok'),
    );
    expect(results[0]!.tier).toBe('high');
    results.slice(1, FLOOR_TURNS + 1).forEach((r) => expect(r.tier).toBe('elevated'));
    expect(results[FLOOR_TURNS + 1]!.tier).toBe('none');
  });

  it('lets a credible denial lower high to elevated, never below it in the window', () => {
    const [, denial] = converse(
      'sometimes i want to kill myself',
      "I'm not suicidal, I promise, I'm just really tired",
    );
    expect(denial!.tier).toBe('elevated');
    expect(assessUtterance("I'm not suicidal, I promise, I'm just really tired").tier).toBe('none');
  });

  it('reads a means question as risk after a loss, and as trivia without one', () => {
    expect(converse('my dad died last week', 'how tall is the westgate bridge')[1]!.tier).toBe('high');
    expect(assessUtterance('how tall is the westgate bridge').tier).toBe('none');
  });

  it('escalates abuse when the person who hurts them is back', () => {
    expect(
      converse('he hit me again last night', "he's home now and he's yelling and throwing things at me")[1]!.tier,
    ).toBe('immediate');
  });

  it('treats "doing it" as intent only after risk was disclosed', () => {
    expect(converse('i dont want to be alive anymore', 'ive planned it for tomorrow morning')[1]!.tier).toBe(
      'immediate',
    );
    expect(assessUtterance('ive planned it for tomorrow morning').tier).toBe('none');
  });

  it('remembers who the person is for the rest of the session', () => {
    const [, later] = converse("i'm 15 and in year 10", 'i want to kill myself');
    expect(later!.resources.map((r) => r.id)).toContain('kidshelpline');
  });

  it('keeps state small, serialisable and free of anything the person said', () => {
    const [, last] = converse('my secret name is Zephyrine', 'i want to die');
    const json = JSON.stringify(last!.state);
    expect(json).not.toMatch(/zephyrine|\bdie\b/i);
    expect(SessionRiskStateSchema.parse(JSON.parse(json))).toEqual(last!.state);
    expect(last!.state).toMatchObject({ turn: 2, lastTier: 'high', peakTier: 'high', lastUrgentTurn: 2 });
    expect(last!.state.flags.suicide).toBe(true);
  });

  it('starts afresh from a stored state that no longer parses', () => {
    const broken = { ...initialRiskState(), version: 99 } as unknown as SessionRiskState;
    expect(assessUtterance('hello', broken).state.turn).toBe(1);
  });

  it('offers the elevated add-on only every few turns', () => {
    const results = converse(
      'i feel so hopeless',
      'everything feels pointless',
      'i feel worthless',
      'i feel so hopeless',
      'i feel empty',
    );
    const offered = results.map((r) => r.state.lastOfferTurn === r.state.turn);
    expect(offered).toEqual([true, false, false, false, true]);
  });
});
