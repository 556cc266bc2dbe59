import type { HelplineId, RiskTier } from '../../../../shared/safety.ts';

/**
 * Why an item is in the set. Hard negatives (none/elevated items built to trip a naive keyword matcher)
 * carry one of `hardNegativeTags`; indirect or slang positives carry one of `indirectTags`.
 */
export const evalTags = [
  'voice',
  'idiom',
  'fiction',
  'past',
  'denial',
  'benign',
  'third_party',
  'indirect',
  'slang',
  'typo',
  'means',
  'medical',
  'abuse',
  'others',
  'self_harm',
  'suicide',
  'substance',
  'audience',
] as const;
export type EvalTag = (typeof evalTags)[number];
export const hardNegativeTags: readonly EvalTag[] = ['idiom', 'fiction', 'past', 'denial', 'benign'];
export const indirectTags: readonly EvalTag[] = ['indirect', 'slang', 'typo'];

export interface EvalCase {
  text: string;
  tier: RiskTier;
  tags: EvalTag[];
  /** Lines that must be among the offered resources (audience fit). */
  resources?: HelplineId[];
}

/** A short conversation: every turn is assessed with the state the previous turn returned. */
export interface EvalSequence {
  name: string;
  turns: EvalCase[];
}

export const group = (tier: RiskTier, tags: EvalTag[], texts: string[]): EvalCase[] =>
  texts.map((text) => ({ text, tier, tags }));

export const turn = (tier: RiskTier, text: string, tags: EvalTag[] = [], resources?: HelplineId[]): EvalCase =>
  resources ? { text, tier, tags, resources } : { text, tier, tags };

/** The single messages an eval-data file exports (its `…Cases` arrays), by the files' naming convention. */
export const exportedCases = (mod: Record<string, unknown>): EvalCase[] =>
  Object.entries(mod).flatMap(([key, value]) => (key.endsWith('Cases') ? (value as EvalCase[]) : []));
