import { riskTiers, tierRank, type RiskTier } from '../../../shared/safety.ts';
import { riskKinds, type ModelReading, type RiskKind } from './model/reader.ts';

/**
 * The one place that turns the model's probabilities into a tier. Chosen on out-of-fold predictions
 * (tools/safety/train.py cv, every author held out once; tools/safety/thresholds.py prints the
 * trade-offs), never on sealed data; re-checked and kept at the retrain of 25 November 2026. Each is a
 * threshold on a sum of tier probabilities.
 */
export const THRESHOLDS = {
  /** P(check) + P(high) + P(immediate): below this the reply is an ordinary turn. */
  check: 0.4,
  /** P(high) + P(immediate), once at least check: the crisis reply and dialog rather than a question. */
  high: 0.5,
  /** P(immediate), once at least check: 000 first. */
  immediate: 0.35,
  /** P(elevated) and above: a gentle offer of the lines every few turns. */
  elevated: 0.5,
} as const;

/**
 * The uncertain band: from this P(check and above) up to a `check` reading, a configured model may
 * also judge the message (second-reader.ts) and raise it; high and immediate need no second opinion.
 */
export const SECOND_OPINION_FROM = 0.15;

export const urgentMass = (p: readonly number[]) => p[2]! + p[3]! + p[4]!;

export function tierOf(p: readonly number[]): RiskTier {
  const urgent = urgentMass(p);
  if (urgent < THRESHOLDS.check) return p[1]! + urgent >= THRESHOLDS.elevated ? 'elevated' : 'none';
  if (p[4]! >= THRESHOLDS.immediate) return 'immediate';
  return p[3]! + p[4]! >= THRESHOLDS.high ? 'high' : 'check';
}

/**
 * Kinds worth naming, most likely first: any above a fifth, and the likeliest when the tier says risk
 * (check or above). Distress (elevated) names a kind only when the kind head does: a breakup read as
 * 'none' at 0.96 was named abuse (0.03) and offered 1800RESPECT.
 */
export function kindsOf(k: readonly number[], tier: RiskTier): RiskKind[] {
  const ranked = riskKinds
    .map((kind, i) => ({ kind, p: k[i]! }))
    .filter((x) => x.kind !== 'none')
    .sort((a, b) => b.p - a.p);
  const named = ranked.filter((x) => x.p >= 0.2).map((x) => x.kind);
  return named.length === 0 && tierRank(tier) >= tierRank('check') ? [ranked[0]!.kind] : named;
}

export const asRecord = <K extends string>(keys: readonly K[], p: readonly number[]) =>
  Object.fromEntries(keys.map((key, i) => [key, Math.round(p[i]! * 1000) / 1000])) as Record<K, number>;

/** The most worrying of a long message's windows: highest tier, then the most probability of risk. */
export function worst(readings: readonly ModelReading[]): { reading: ModelReading; tier: RiskTier } {
  const rated = readings.map((reading) => ({ reading, tier: tierOf(reading.tier) }));
  return rated.reduce((a, b) => {
    const d = riskTiers.indexOf(b.tier) - riskTiers.indexOf(a.tier);
    return d > 0 || (d === 0 && urgentMass(b.reading.tier) > urgentMass(a.reading.tier)) ? b : a;
  });
}
