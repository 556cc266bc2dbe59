import { z } from 'zod';
import { RiskTierSchema, maxTier, tierRank, type RiskTier } from '../../../shared/safety.ts';
import { riskKinds } from './model/reader.ts';

/** Turns after a high or immediate turn during which the session stays at least elevated. */
export const FLOOR_TURNS = 6;
/** Turns after a credible "no" to a check question during which the lines stay in view. */
export const GENTLE_TURNS = 3;
/** Turns between gentle offers of support at the elevated tier, so replies don't nag. */
export const OFFER_GAP = 4;

const AudienceSchema = z.object({ youth: z.boolean(), indigenous: z.boolean(), male: z.boolean() });
export type Audience = z.infer<typeof AudienceSchema>;

/**
 * What the safety layer remembers between turns of one session: tiers, turn numbers and who the
 * person said they are, never their words, so it is safe to store and log. The person's recent turns,
 * which the model reads, travel encrypted with the rest of the session state.
 */
export const SessionRiskStateSchema = z.object({
  version: z.literal(2),
  turn: z.number().int().nonnegative(),
  lastTier: RiskTierSchema,
  peakTier: RiskTierSchema,
  lastUrgentTurn: z.number().int().nullable(),
  lastOfferTurn: z.number().int().nullable(),
  audience: AudienceSchema,
  /**
   * The check question asked on `turn` about `kind`, waiting for its answer; `afterUnclear` when the
   * answer on `turn` was unclear and taken as yes, so only a correction still answers it; `explained`
   * when it was asked again with why we ask.
   */
  asked: z
    .object({
      turn: z.number().int(),
      kind: z.enum(riskKinds),
      afterUnclear: z.boolean().optional(),
      explained: z.boolean().optional(),
    })
    .nullable(),
  /** After a credible "no": the lines stay in view until this turn. */
  gentleUntil: z.number().int().nullable(),
  /** The turn the safety plan was offered on (once per session); states stored before it had none. */
  planOfferTurn: z.number().int().nullable().default(null),
  /** The first kind named on the last high or immediate turn; states stored before it had none. */
  urgentKind: z.enum(riskKinds).nullable().default(null),
});
export type SessionRiskState = z.infer<typeof SessionRiskStateSchema>;

export const initialRiskState = (): SessionRiskState => ({
  version: 2,
  turn: 0,
  lastTier: 'none',
  peakTier: 'none',
  lastUrgentTurn: null,
  lastOfferTurn: null,
  audience: { youth: false, indigenous: false, male: false },
  asked: null,
  gentleUntil: null,
  planOfferTurn: null,
  urgentKind: null,
});

/** Sessions stored by the rule-based reader keep their turn count, floor and audience. */
const StateV1Schema = z.object({
  version: z.literal(1),
  turn: z.number().int().nonnegative(),
  lastTier: RiskTierSchema,
  peakTier: RiskTierSchema,
  lastUrgentTurn: z.number().int().nullable(),
  lastOfferTurn: z.number().int().nullable(),
  audience: AudienceSchema,
});

/** A stored state that no longer parses starts a fresh one rather than failing the turn. */
export function readRiskState(state: unknown): SessionRiskState {
  const parsed = SessionRiskStateSchema.safeParse(state);
  if (parsed.success) return parsed.data;
  const old = StateV1Schema.safeParse(state);
  if (old.success) return { ...initialRiskState(), ...old.data, version: 2 };
  return initialRiskState();
}

export const withinFloor = (state: SessionRiskState, turn: number) =>
  state.lastUrgentTurn !== null && turn - state.lastUrgentTurn <= FLOOR_TURNS;
const withinGentle = (state: SessionRiskState, turn: number) => state.gentleUntil !== null && turn <= state.gentleUntil;

/**
 * The tier once the session is taken into account: after an urgent turn nothing drops below
 * elevated for a while; after a credible "no" the lines stay in view and the same question is not
 * asked again straight away (a high reading still goes through).
 */
export function sessionTier(state: SessionRiskState, turn: number, tier: RiskTier): RiskTier {
  if (withinGentle(state, turn) && tierRank(tier) <= tierRank('check')) return 'elevated';
  return withinFloor(state, turn) ? maxTier(tier, 'elevated') : tier;
}

/** Whether this turn's reply names the lines: always from check up, every few turns at elevated. */
export function shouldOffer(state: SessionRiskState, turn: number, tier: RiskTier): boolean {
  if (tierRank(tier) >= tierRank('check')) return true;
  if (tier !== 'elevated') return false;
  return state.lastOfferTurn === null || turn - state.lastOfferTurn >= OFFER_GAP;
}
