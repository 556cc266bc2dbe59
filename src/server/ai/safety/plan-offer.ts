import type { RiskTier } from '../../../shared/safety.ts';
import type { RiskKind } from './model/reader.ts';

export interface PlanOfferTurn {
  tier: RiskTier;
  kinds: readonly RiskKind[];
  someoneElse: boolean;
  /** The check question of the turn before was about `kind`, and the person answered a credible no (or moved on). */
  answeredNo: { kind: RiskKind } | null;
  /** The plan was offered earlier in this session. */
  offeredBefore: boolean;
  /** The plan can be reached from here: the person has an account and the session is not incognito. */
  eligible: boolean;
}

/**
 * Whether this turn's reply offers the person's safety plan (Stanley-Brown, about suicide and
 * self-harm): once per session, after a credible no to a direct question about suicide, or on a
 * high-risk turn about their own suicide or self-harm. Never at immediate risk, where 000 comes first,
 * and never for someone else's risk, medical danger, abuse or harm to others.
 */
export function offersSafetyPlan(turn: PlanOfferTurn): boolean {
  if (!turn.eligible || turn.offeredBefore || turn.someoneElse) return false;
  if (turn.answeredNo) return turn.answeredNo.kind === 'suicide_self_harm';
  return turn.tier === 'high' && turn.kinds[0] === 'suicide_self_harm';
}
