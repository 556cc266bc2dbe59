import { readFileSync } from 'node:fs';

/**
 * Pretrained word vectors (GloVe 6B, 100 dimensions) for the words the model may meet, as written by
 * tools/safety/extract-vectors.py: b'WVEC', u32 count, u32 dims, count x (f32 scale, dims x i8), then
 * the words joined by '\n'. Kept quantised in memory (3 MB) and dequantised per token.
 */
export interface WordVectors {
  dims: number;
  has(word: string): boolean;
  /** Writes the word's vector at `offset`; leaves zeros for an unknown word. */
  copyInto(word: string, out: Float32Array, offset: number): void;
}

export function readVectors(raw: Uint8Array): WordVectors {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  if (new TextDecoder().decode(raw.subarray(0, 4)) !== 'WVEC') throw new Error('not a word-vector file');
  const count = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const row = 4 + dims;
  const words = new TextDecoder().decode(raw.subarray(12 + count * row)).split('\n');
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  const values = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  return {
    dims,
    has: (word) => index.has(word),
    copyInto(word, out, offset) {
      const i = index.get(word);
      if (i === undefined) return;
      const at = 12 + i * row;
      const scale = view.getFloat32(at, true);
      // The product of an int8 and a float32 is exact in a double, so this rounds once, as numpy does.
      for (let d = 0; d < dims; d++) out[offset + d] = values[at + 4 + d]! * scale;
    },
  };
}

export const loadVectors = (url: URL): WordVectors => readVectors(readFileSync(url));
