import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FEATURE_BITS, featuresOf, type Features } from './features.ts';

/**
 * Heads of the risk model, each a logistic regression over the same hashed features: the tier
 * (at least elevated, at least high, immediate) and what kind of risk it is.
 */
export const modelHeads = ['elevated', 'high', 'immediate', 'abuse', 'medical', 'others'] as const;
export type ModelHead = (typeof modelHeads)[number];
export type RiskScores = Record<ModelHead, number>;

export const ModelMetaSchema = z.object({
  featureBits: z.literal(FEATURE_BITS),
  trainedOn: z.number().int(),
  /** corpusDigest of the training data (corpus.ts). */
  corpus: z.string(),
  heads: z.array(z.object({ name: z.enum(modelHeads), bias: z.number(), scale: z.number(), threshold: z.number() })),
});
export type ModelMeta = z.infer<typeof ModelMetaSchema>;

export interface RiskModel {
  meta: ModelMeta;
  /** One row of 2^FEATURE_BITS weights per head, in `meta.heads` order, as int8 times the head's scale. */
  weights: Int8Array;
}

const metaUrl = new URL('./weights/model.json', import.meta.url);
const weightsUrl = new URL('./weights/weights.bin', import.meta.url);

export function loadModel(): RiskModel {
  const meta = ModelMetaSchema.parse(JSON.parse(readFileSync(metaUrl, 'utf8')));
  const bytes = readFileSync(weightsUrl);
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (weights.length !== meta.heads.length << FEATURE_BITS)
    throw new Error('risk model weights do not match model.json');
  return { meta, weights };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function scoreFeatures(model: RiskModel, f: Features): RiskScores {
  const scores = {} as RiskScores;
  model.meta.heads.forEach((head, h) => {
    const row = h << FEATURE_BITS;
    let z = 0;
    for (let i = 0; i < f.index.length; i++) z += model.weights[row + f.index[i]!]! * f.value[i]!;
    scores[head.name] = sigmoid(head.bias + z * head.scale);
  });
  return scores;
}

let shipped: RiskModel | undefined;
/** Scores one normalised message with the shipped model (loaded once, on first use). */
export const scoreRisk = (norm: string): RiskScores => scoreFeatures((shipped ??= loadModel()), featuresOf(norm));

export const thresholdOf = (head: ModelHead): number => {
  const found = (shipped ??= loadModel()).meta.heads.find((h) => h.name === head);
  return found ? found.threshold : Number.POSITIVE_INFINITY;
};
