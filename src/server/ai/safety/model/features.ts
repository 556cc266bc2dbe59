/**
 * Hashed features of one normalised message for the risk model: words, word pairs, and four-letter
 * runs inside each word (so "takenthewholebox" and typos share features with the words they contain).
 * Deterministic, no vocabulary to ship.
 */
export const FEATURE_BITS = 17;
const MASK = (1 << FEATURE_BITS) - 1;

/** FNV-1a, 32-bit: stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) & MASK;
}

/** Bucket indices with a value each, scaled so every message has unit length. */
export interface Features {
  index: Int32Array;
  value: Float32Array;
}

export function featuresOf(norm: string): Features {
  const buckets = new Set<number>();
  const words = norm.split(' ').filter(Boolean);
  if (words.length === 0) return { index: new Int32Array(0), value: new Float32Array(0) };
  let previous = '^';
  for (const word of [...words, '$']) {
    if (word !== '$') buckets.add(hash(`w ${word}`));
    buckets.add(hash(`b ${previous} ${word}`));
    previous = word;
  }
  // Letter runs inside each word only: across words they make noise ("she said" -> "hesa"); a message
  // typed without spaces is one long word, whose runs hold the words inside it.
  for (const word of words) for (let i = 0; i + 4 <= word.length; i++) buckets.add(hash(`c ${word.slice(i, i + 4)}`));
  const index = Int32Array.from(buckets);
  const value = new Float32Array(index.length).fill(1 / Math.sqrt(index.length));
  return { index, value };
}
