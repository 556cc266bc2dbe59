import { describe, expect, it } from 'vitest';
import { helplines } from '../../../shared/helplines.ts';
import { offersSafetyPlan, type PlanOfferTurn } from './plan-offer.ts';
import { assessUtterance, checkReply, initialRiskState, safeReply, SessionRiskStateSchema } from './index.ts';
import type { SessionRiskState } from './session.ts';

const wish = ['work has been so full on', 'some nights I just wish I could disappear for a while'];
const asked = (kind: 'suicide_self_harm' | 'abuse_violence' = 'suicide_self_harm'): SessionRiskState => ({
  ...initialRiskState(),
  turn: 2,
  lastTier: 'check',
  peakTier: 'check',
  lastOfferTurn: 2,
  asked: { turn: 2, kind },
});
const account = { recent: wish, planOfferable: true };
const seeds = [0, 1, 2, 3, 'a', 'bb'];

describe('offersSafetyPlan', () => {
  const base: PlanOfferTurn = {
    tier: 'high',
    kinds: ['suicide_self_harm'],
    someoneElse: false,
    answeredNo: null,
    offeredBefore: false,
    eligible: true,
  };

  it('offers on a high-risk turn about the person themselves, and after a no to a question about suicide', () => {
    expect(offersSafetyPlan(base)).toBe(true);
    expect(offersSafetyPlan({ ...base, tier: 'elevated', answeredNo: { kind: 'suicide_self_harm' } })).toBe(true);
  });

  it('offers once per session, only where the plan can be reached', () => {
    expect(offersSafetyPlan({ ...base, offeredBefore: true })).toBe(false);
    expect(offersSafetyPlan({ ...base, eligible: false })).toBe(false);
  });

  it('never at immediate risk, at check, elevated or none, or for risk that is not their own suicide', () => {
    for (const tier of ['immediate', 'check', 'elevated', 'none'] as const)
      expect(offersSafetyPlan({ ...base, tier }), tier).toBe(false);
    for (const kind of ['medical', 'abuse_violence', 'harm_to_others', 'psychosis'] as const)
      expect(offersSafetyPlan({ ...base, kinds: [kind] }), kind).toBe(false);
    expect(offersSafetyPlan({ ...base, someoneElse: true })).toBe(false);
    expect(offersSafetyPlan({ ...base, tier: 'elevated', answeredNo: { kind: 'abuse_violence' } })).toBe(false);
  });
});

describe('the safety plan in the safety layer', () => {
  it('a credible no to the check question: offered after the lines, and the state remembers it', async () => {
    const no = await assessUtterance("no, nothing like that, I'm just exhausted", asked(), account);
    expect(no.tier).toBe('elevated');
    expect(no.planOffer).toBe(true);
    expect(no.state.planOfferTurn).toBe(3);
    for (const seed of seeds) {
      const addOn = safeReply(no, { therapistName: 'Sam', seed });
      expect(addOn).toContain(helplines.lifeline.phone);
      expect(addOn).toMatch(/safety plan on the screen/);
      expect(addOn.indexOf('safety plan')).toBeGreaterThan(addOn.indexOf(helplines.lifeline.phone));
      expect(checkReply(addOn).safe).toBe(true);
    }
  });

  it('a yes to the check question (high): the crisis reply keeps its lines, then the offer, then its question', async () => {
    const yes = await assessUtterance('yeah sometimes', asked(), account);
    expect(yes.tier).toBe('high');
    expect(yes.planOffer).toBe(true);
    for (const seed of seeds) {
      const out = safeReply(yes, { therapistName: 'Sam', seed });
      for (const line of [helplines.lifeline, helplines.suicidecallback]) expect(out).toContain(line.phone);
      expect(out.indexOf('safety plan')).toBeGreaterThan(out.indexOf(helplines.lifeline.phone));
      expect(out).toMatch(/\?$/);
      expect(checkReply(out).safe).toBe(true);
    }
  });

  it('is offered once per session', async () => {
    const first = await assessUtterance('i want to die', undefined, { planOfferable: true });
    expect(first.planOffer).toBe(true);
    const again = await assessUtterance('i want to die', first.state, { planOfferable: true });
    expect(again.tier).toBe('high');
    expect(again.planOffer).toBe(false);
    expect(safeReply(again, { therapistName: 'Sam' })).not.toContain('safety plan');
    expect(again.state.planOfferTurn).toBe(1);
  });

  it('is not offered without an account or in incognito (planOfferable false, the default)', async () => {
    const anonymous = await assessUtterance('i want to die');
    expect(anonymous.planOffer).toBe(false);
    expect(safeReply(anonymous, { therapistName: 'Sam' })).not.toContain('safety plan');
    const no = await assessUtterance("no, nothing like that, I'm just exhausted", asked(), { recent: wish });
    expect(no.planOffer).toBe(false);
  });

  it('is not offered at immediate risk, for someone else, or on the check question itself', async () => {
    const now = await assessUtterance("I'm going to kill myself tonight", undefined, { planOfferable: true });
    expect(now.tier).toBe('immediate');
    expect(now.planOffer).toBe(false);
    const son = await assessUtterance(
      "my son is threatening to kill himself and he's locked himself in his room",
      undefined,
      {
        planOfferable: true,
      },
    );
    expect(son.planOffer).toBe(false);
    let state: SessionRiskState | undefined;
    for (const text of wish) state = (await assessUtterance(text, state, { planOfferable: true })).state;
    expect(state!.asked).not.toBeNull();
    expect(state!.planOfferTurn).toBeNull();
  });

  it('a state stored before the offer existed still parses, as not yet offered', () => {
    const { planOfferTurn: _omitted, ...old } = asked();
    expect(SessionRiskStateSchema.parse(old).planOfferTurn).toBeNull();
  });
});
