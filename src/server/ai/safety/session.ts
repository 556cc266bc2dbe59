import { z } from 'zod';
import { RiskTierSchema, maxTier, tierRank, type RiskTier } from '../../../shared/safety.ts';

/** Turns after a high or immediate turn during which the session stays at least elevated. */
export const FLOOR_TURNS = 6;
/** Turns between gentle offers of support at the elevated tier, so replies don't nag. */
export const OFFER_GAP = 4;

/**
 * What the safety layer remembers between turns of one session. Flags and counters only, never
 * words from the conversation, so it is safe to store and log.
 */
export const SessionRiskStateSchema = z.object({
  version: z.literal(1),
  turn: z.number().int().nonnegative(),
  lastTier: RiskTierSchema,
  peakTier: RiskTierSchema,
  lastUrgentTurn: z.number().int().nullable(),
  lastOfferTurn: z.number().int().nullable(),
  flags: z.object({
    suicide: z.boolean(),
    selfHarm: z.boolean(),
    harmToOthers: z.boolean(),
    abuse: z.boolean(),
    means: z.boolean(),
    loss: z.boolean(),
    distress: z.boolean(),
  }),
  audience: z.object({ youth: z.boolean(), indigenous: z.boolean(), male: z.boolean() }),
  /** Weak signs of risk from recent turns, decaying each turn (a number, never words). */
  concern: z.number().min(0).max(10).default(0),
});
export type SessionRiskState = z.infer<typeof SessionRiskStateSchema>;
export type RiskFlags = SessionRiskState['flags'];
export type Audience = SessionRiskState['audience'];

export const initialRiskState = (): SessionRiskState => ({
  version: 1,
  turn: 0,
  lastTier: 'none',
  peakTier: 'none',
  lastUrgentTurn: null,
  lastOfferTurn: null,
  flags: {
    suicide: false,
    selfHarm: false,
    harmToOthers: false,
    abuse: false,
    means: false,
    loss: false,
    distress: false,
  },
  audience: { youth: false, indigenous: false, male: false },
  concern: 0,
});

/** A stored state that no longer parses starts a fresh one rather than failing the turn. */
export function readRiskState(state: unknown): SessionRiskState {
  if (state === undefined || state === null) return initialRiskState();
  const parsed = SessionRiskStateSchema.safeParse(state);
  return parsed.success ? parsed.data : initialRiskState();
}

export const withinFloor = (state: SessionRiskState, turn: number) =>
  state.lastUrgentTurn !== null && turn - state.lastUrgentTurn <= FLOOR_TURNS;

/**
 * The tier for this turn once the session is taken into account: after an urgent turn, nothing drops
 * below elevated for a while, and a credible denial lowers high to elevated but no further.
 */
export function sessionTier(state: SessionRiskState, turn: number, messageTier: RiskTier, denial: boolean): RiskTier {
  if (!withinFloor(state, turn)) return messageTier;
  if (denial && tierRank(messageTier) <= tierRank('elevated')) return 'elevated';
  return maxTier(messageTier, 'elevated');
}

export function shouldOffer(state: SessionRiskState, turn: number, tier: RiskTier): boolean {
  if (tierRank(tier) >= tierRank('high')) return true;
  if (tier !== 'elevated') return false;
  return state.lastOfferTurn === null || turn - state.lastOfferTurn >= OFFER_GAP;
}
