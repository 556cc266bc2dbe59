// `npm run train:safety`: trains the risk model on train-data/ and the unsealed evaluation files,
// picks each head's threshold from leave-one-source-out predictions, and writes weights/.
// Deterministic: the same data gives the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { isUrgentTier, maxTier, tierRank, type RiskTier } from '../../../../shared/safety.ts';
import { detect } from '../detect.ts';
import { initialRiskState } from '../session.ts';
import { normalise } from '../normalise.ts';
import { corpusDigest, loadCorpus, type Example } from './corpus.ts';
import { FEATURE_BITS, featuresOf, type Features } from './features.ts';
import { modelTier, type TierThresholds } from './reading.ts';
import { modelHeads, type ModelHead, type ModelMeta } from './risk-model.ts';

const DIM = 1 << FEATURE_BITS;
const EPOCHS = 10;
const RATE = 0.4;
const L2 = 1e-6;
/** Calm messages (none, elevated) that rules and model together must leave below high, out of fold. */
const UNION_SPECIFICITY = 0.92;
/**
 * Talk from the middle of a therapy session, the app's everyday traffic: each of these sources must keep
 * its calm messages below urgent on its own, so that a crisis reply does not break an ordinary session
 * (half of their calm messages are hard negatives, so real sessions fare better than this floor).
 */
const IN_SESSION_SOURCES = ['j-therapy-talk.jsonl', 'k-rumination.jsonl', 'l-skill-practice.jsonl'];
const IN_SESSION_SPECIFICITY = 0.9;
/** At most this share of messages that are not danger now may be read as immediate. */
const MAX_FALSE_IMMEDIATE = 0.05;
/** Everyday messages (none) that must stay none, with no gentle offer of support. */
const NONE_KEPT = 0.97;

interface Head {
  w: Float32Array;
  b: number;
}

/** mulberry32: a seeded shuffle, so training is repeatable. */
function shuffled(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Logistic regression by AdaGrad over sparse features. */
function trainHead(xs: Features[], ys: number[]): Head {
  const w = new Float32Array(DIM);
  const g2 = new Float32Array(DIM).fill(1e-8);
  let b = 0;
  let gb = 1e-8;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const i of shuffled(xs.length, 17 + epoch)) {
      const f = xs[i]!;
      let z = b;
      for (let k = 0; k < f.index.length; k++) z += w[f.index[k]!]! * f.value[k]!;
      const err = 1 / (1 + Math.exp(-z)) - ys[i]!;
      for (let k = 0; k < f.index.length; k++) {
        const j = f.index[k]!;
        const g = err * f.value[k]! + L2 * w[j]!;
        g2[j]! += g * g;
        w[j]! -= (RATE * g) / Math.sqrt(g2[j]!);
      }
      gb += err * err;
      b -= (RATE * err) / Math.sqrt(gb);
    }
  }
  return { w, b };
}

const score = (h: Head, f: Features) => {
  let z = h.b;
  for (let k = 0; k < f.index.length; k++) z += h.w[f.index[k]!]! * f.value[k]!;
  return 1 / (1 + Math.exp(-z));
};

const isKind = (head: ModelHead) => head === 'abuse' || head === 'medical' || head === 'others';
/** Kind heads learn from risky messages only: they are asked only once the tier heads have spoken. */
const learnsFrom = (head: ModelHead, e: Example) => !isKind(head) || tierRank(e.tier) >= tierRank('high');
function label(head: ModelHead, e: Example): number {
  switch (head) {
    case 'elevated':
      return tierRank(e.tier) >= tierRank('elevated') ? 1 : 0;
    case 'high':
      return tierRank(e.tier) >= tierRank('high') ? 1 : 0;
    case 'immediate':
      return e.tier === 'immediate' ? 1 : 0;
    default:
      return e[head] ? 1 : 0;
  }
}

function trainAll(examples: Example[], features: Features[]): Record<ModelHead, Head> {
  const heads = {} as Record<ModelHead, Head>;
  for (const head of modelHeads) {
    const idx = examples.flatMap((e, i) => (learnsFrom(head, e) ? [i] : []));
    heads[head] = trainHead(
      idx.map((i) => features[i]!),
      idx.map((i) => label(head, examples[i]!)),
    );
  }
  return heads;
}

/** Each example scored by a model that never saw its source file. */
function outOfFold(examples: Example[], features: Features[]): Record<ModelHead, number>[] {
  const out: Record<ModelHead, number>[] = new Array(examples.length);
  for (const source of [...new Set(examples.map((e) => e.source))]) {
    const train = examples.flatMap((e, i) => (e.source === source ? [] : [i]));
    const heads = trainAll(
      train.map((i) => examples[i]!),
      train.map((i) => features[i]!),
    );
    examples.forEach((e, i) => {
      if (e.source !== source) return;
      out[i] = Object.fromEntries(modelHeads.map((h) => [h, score(heads[h], features[i]!)])) as Record<
        ModelHead,
        number
      >;
    });
  }
  return out;
}

/** The lowest threshold on a 0.005 grid at which `ok` holds (`ok` must hold more as the threshold rises). */
function lowestThreshold(ok: (t: number) => boolean): number {
  for (let t = 0.05; t < 1; t += 0.005) if (ok(t)) return Number(t.toFixed(3));
  return 0.995;
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const share = (xs: boolean[]) => xs.filter(Boolean).length / (xs.length || 1);

/**
 * Thresholds for the tier heads, chosen on the sources the rules were never written against
 * (train-data/): each message's out-of-fold scores combined with the rules' own reading by
 * `modelTier`, exactly as the app reads a message.
 */
function pickThresholds(examples: Example[], oof: Record<ModelHead, number>[]): TierThresholds {
  const rules = examples.map((e) => detect(normalise(e.text), initialRiskState(), 1, false));
  const blind = examples.flatMap((e, i) => (e.source.endsWith('.jsonl') ? [i] : []));
  const final = (i: number, t: TierThresholds) => maxTier(rules[i]!.tier, modelTier(oof[i]!, t, rules[i]!));
  const of = (tier: (t: RiskTier) => boolean) => blind.filter((i) => tier(examples[i]!.tier));
  const never = 1.01;
  const calmKept = (i: number, t: number) => !isUrgentTier(final(i, { elevated: never, high: t, immediate: never }));
  const inSession = IN_SESSION_SOURCES.map((source) =>
    of((x) => !isUrgentTier(x)).filter((i) => examples[i]!.source === source),
  );
  const high = lowestThreshold(
    (t) =>
      share(of((x) => !isUrgentTier(x)).map((i) => calmKept(i, t))) >= UNION_SPECIFICITY &&
      inSession.every((calm) => share(calm.map((i) => calmKept(i, t))) >= IN_SESSION_SPECIFICITY),
  );
  const immediate = lowestThreshold(
    (t) =>
      share(
        of((x) => x !== 'immediate').map((i) => final(i, { elevated: never, high, immediate: t }) === 'immediate'),
      ) <= MAX_FALSE_IMMEDIATE,
  );
  const elevated = lowestThreshold(
    (t) =>
      share(of((x) => x === 'none').map((i) => final(i, { elevated: t, high, immediate }) === 'none')) >= NONE_KEPT,
  );
  const chosen = { elevated, high, immediate };
  const urgent = of(isUrgentTier);
  const calm = of((x) => !isUrgentTier(x));
  console.log(`thresholds: immediate ${immediate}, high ${high}, elevated ${elevated}`);
  console.log(
    `on train-data/ out of fold (${blind.length} messages): urgent recall rules ${pct(share(urgent.map((i) => isUrgentTier(rules[i]!.tier))))} -> rules + model ${pct(share(urgent.map((i) => isUrgentTier(final(i, chosen)))))}; ` +
      `specificity ${pct(share(calm.map((i) => !isUrgentTier(rules[i]!.tier))))} -> ${pct(share(calm.map((i) => !isUrgentTier(final(i, chosen)))))}; ` +
      `immediate recall ${pct(share(of((x) => x === 'immediate').map((i) => rules[i]!.tier === 'immediate')))} -> ${pct(share(of((x) => x === 'immediate').map((i) => final(i, chosen) === 'immediate')))}`,
  );
  for (const source of [...new Set(blind.map((i) => examples[i]!.source))]) {
    const mine = (tier: (t: RiskTier) => boolean) =>
      blind.filter((i) => examples[i]!.source === source && tier(examples[i]!.tier));
    console.log(
      `  ${source.padEnd(26)} urgent recall ${pct(share(mine(isUrgentTier).map((i) => isUrgentTier(rules[i]!.tier))))} -> ${pct(share(mine(isUrgentTier).map((i) => isUrgentTier(final(i, chosen)))))}; ` +
        `specificity ${pct(share(mine((x) => !isUrgentTier(x)).map((i) => !isUrgentTier(rules[i]!.tier))))} -> ${pct(share(mine((x) => !isUrgentTier(x)).map((i) => !isUrgentTier(final(i, chosen)))))}`,
    );
  }
  return chosen;
}

/** Quantises each head to int8 with its own scale, and writes weights/model.json and weights/weights.bin. */
function writeModel(heads: Record<ModelHead, Head>, tiers: TierThresholds, examples: Example[]): void {
  const thresholds: Record<ModelHead, number> = { ...tiers, abuse: 0.5, medical: 0.5, others: 0.5 };
  const meta: ModelMeta = {
    featureBits: FEATURE_BITS,
    trainedOn: examples.length,
    corpus: corpusDigest(examples),
    heads: [],
  };
  const weights = new Int8Array(modelHeads.length * DIM);
  modelHeads.forEach((name, h) => {
    const { w, b } = heads[name];
    const scale = w.reduce((m, x) => Math.max(m, Math.abs(x)), 0) / 127 || 1;
    for (let j = 0; j < DIM; j++) weights[h * DIM + j] = Math.round(w[j]! / scale);
    meta.heads.push({
      name,
      bias: Number(b.toFixed(6)),
      scale: Number(scale.toPrecision(8)),
      threshold: thresholds[name],
    });
  });
  const dir = new URL('./weights/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('model.json', dir), `${JSON.stringify(meta, null, 2)}\n`);
  writeFileSync(new URL('weights.bin', dir), weights);
  console.log(`wrote weights/ (${(weights.byteLength / 1024).toFixed(0)} KiB)`);
}

const examples = await loadCorpus();
const features = examples.map((e) => featuresOf(normalise(e.text)));
console.log(`${examples.length} messages from ${new Set(examples.map((e) => e.source)).size} sources`);
const thresholds = pickThresholds(examples, outOfFold(examples, features));
writeModel(trainAll(examples, features), thresholds, examples);
