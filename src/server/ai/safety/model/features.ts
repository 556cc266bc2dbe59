/**
 * The model's inputs, copied exactly from tools/safety/textfeat.py and train.py (`featurise`), which
 * trained it: a difference here silently changes every reading, so features.test.ts checks both
 * against a fixture the Python side wrote.
 */
import type { WordVectors } from './vectors.ts';

export const NGRAM_BUCKETS = 16_384;
export const MAX_NGRAMS = 24;
/** The message is read to its first 60 tokens (longer ones are read in windows), each earlier turn to its last 30. */
export const MESSAGE_TOKENS = 60;
export const TURN_TOKENS = 30;
export const CONTEXT_TURNS = 3;

// Python's `\s` (str.isspace), which differs from JavaScript's: it has \x1c-\x1f and \x85, not \ufeff.
const SPACE = String.raw`\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000`;
const TOKEN = new RegExp(String.raw`[a-z0-9]+(?:'[a-z]+)?|[^${SPACE}a-z0-9]`, 'gu');
const DROPPED = new Set(['"', ',', '(', ')', '*']);

export function tokenise(text: string): string[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const out: string[] = [];
  for (const [tok] of lower.matchAll(TOKEN)) {
    const cut = tok.indexOf("'");
    if (cut >= 0) {
      const stem = tok.slice(0, cut);
      const suffix = tok.slice(cut + 1);
      // "don't" -> "do", "n't", as GloVe was tokenised.
      if (stem.endsWith('n') && suffix === 't') out.push(...(stem.length > 1 ? [stem.slice(0, -1), "n't"] : ["n't"]));
      else out.push(stem, `'${suffix}`);
    } else if (!DROPPED.has(tok)) out.push(tok);
  }
  return out;
}

const utf8 = new TextEncoder();

/** FNV-1a, 32 bits, over the UTF-8 bytes. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (const b of utf8.encode(s)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

const seen = new Map<string, number[]>();
const SEEN_MAX = 50_000;

/** Bucket ids (1-based; 0 is padding) of the token's character 3- to 5-grams, the whole token first. */
export function ngramIds(token: string): number[] {
  let ids = seen.get(token);
  if (!ids) {
    // Words repeat across messages; remembering them keeps hashing off the hot path.
    if (seen.size >= SEEN_MAX) seen.clear();
    ids = hashGrams(token);
    seen.set(token, ids);
  }
  return ids;
}

function hashGrams(token: string): number[] {
  const w = Array.from(`<${token}>`);
  const grams = [w.join('')];
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= w.length; i++) grams.push(w.slice(i, i + n).join(''));
  return grams.slice(0, MAX_NGRAMS).map((g) => 1 + (fnv1a(g) % (NGRAM_BUCKETS - 1)));
}

/** Tokens with their segment: 1 is the message, 2-4 one to three turns back. */
export interface Tokens {
  tokens: string[];
  segments: number[];
}

/** Context turns first, oldest first, each cut to its last 30 tokens; then the message's tokens as given. */
export function withContext(message: string[], recent: readonly string[]): Tokens {
  const ctx = recent.slice(-CONTEXT_TURNS);
  const tokens: string[] = [];
  const segments: number[] = [];
  ctx.forEach((turn, d) => {
    const t = tokenise(turn).slice(-TURN_TOKENS);
    tokens.push(...t);
    segments.push(...t.map(() => 1 + ctx.length - d));
  });
  const cur = message.length > 0 ? message : ['<empty>'];
  tokens.push(...cur);
  segments.push(...cur.map(() => 1));
  return { tokens, segments };
}

export interface Batch {
  vecs: Float32Array;
  ngrams: BigInt64Array;
  segment: BigInt64Array;
  dims: [batch: number, tokens: number];
}

/** Packs inputs of equal length into the model's three tensors (batch-first). */
export function pack(inputs: readonly Tokens[], vectors: WordVectors): Batch {
  const b = inputs.length;
  const t = inputs[0]!.tokens.length;
  const vecs = new Float32Array(b * t * vectors.dims);
  const ngrams = new BigInt64Array(b * t * MAX_NGRAMS);
  const segment = new BigInt64Array(b * t);
  inputs.forEach((input, i) => {
    input.tokens.forEach((tok, j) => {
      const at = i * t + j;
      vectors.copyInto(tok, vecs, at * vectors.dims);
      ngramIds(tok).forEach((id, k) => (ngrams[at * MAX_NGRAMS + k] = BigInt(id)));
      segment[at] = BigInt(input.segments[j]!);
    });
  });
  return { vecs, ngrams, segment, dims: [b, t] };
}
