import { isUrgentTier, tierRank, type RiskTier } from '../../../../shared/safety.ts';
import type { RiskCategory } from '../rules/types.ts';
import { scoreRisk, thresholdOf, type RiskScores } from './risk-model.ts';

export type TierThresholds = Record<'elevated' | 'high' | 'immediate', number>;

/** What the rules made of the same message, which bounds how far the model may go. */
export interface RulesReading {
  tier: RiskTier;
  /** The rules read a risk phrase and its context explained it away (an idiom, a story, a denial, resolved history). */
  explained: boolean;
  /** Time, a place, means at hand or danger here: what makes a risk danger now (read only when asked). */
  nowCue: () => boolean;
}

const lower = (a: RiskTier, b: RiskTier): RiskTier => (tierRank(a) <= tierRank(b) ? a : b);

/**
 * The model's tier for a message, bounded by the rules. Where they explained a risk phrase away, the
 * model's vocabulary does not overrule their reading of context. The immediate head turns an urgent
 * reading into danger now (000 first) when the rules found it urgent, or found a sign of now in it.
 */
export function modelTier(
  scores: Pick<RiskScores, keyof TierThresholds>,
  thresholds: TierThresholds,
  rules: RulesReading,
): RiskTier {
  let tier: RiskTier =
    scores.high >= thresholds.high ? 'high' : scores.elevated >= thresholds.elevated ? 'elevated' : 'none';
  if (rules.explained && !isUrgentTier(rules.tier)) tier = lower(tier, 'elevated');
  if (scores.immediate < thresholds.immediate) return tier;
  if (isUrgentTier(rules.tier) || (isUrgentTier(tier) && rules.nowCue())) tier = 'immediate';
  return tier;
}

function kindOf(scores: RiskScores): RiskCategory {
  if (scores.abuse >= thresholdOf('abuse')) return 'abuse';
  if (scores.medical >= thresholdOf('medical')) return 'medical';
  if (scores.others >= thresholdOf('others')) return 'harm_to_others';
  return 'suicide';
}

/** What the shipped model reads in one normalised message: a tier, and the kind of risk when it is urgent. */
export function readWithModel(norm: string, rules: RulesReading): { tier: RiskTier; categories: RiskCategory[] } {
  const scores = scoreRisk(norm);
  const thresholds = {
    elevated: thresholdOf('elevated'),
    high: thresholdOf('high'),
    immediate: thresholdOf('immediate'),
  };
  const tier = modelTier(scores, thresholds, rules);
  if (tier === 'none') return { tier, categories: [] };
  return { tier, categories: [isUrgentTier(tier) ? kindOf(scores) : 'distress'] };
}
