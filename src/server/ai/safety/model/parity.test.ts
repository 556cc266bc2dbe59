import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_NGRAMS, ngramIds, tokenise, withContext } from './features.ts';
import { loadReader, runModel } from './reader.ts';

// Written by tools/safety/parity-fixture.py from the Python featuriser and the trained torch model
// (before ONNX export), so this also checks the export.
interface Case {
  text: string;
  context: string[];
  max_tokens: number;
  tokens: string[];
  known: boolean[];
  vec_sums: number[];
  segments: number[];
  ngrams: number[][];
  tier_probs: number[];
  kind_probs: number[];
}
const cases = JSON.parse(readFileSync(new URL('./parity-fixture.json', import.meta.url), 'utf8')) as Case[];
const inputOf = (c: Case) => withContext(tokenise(c.text).slice(0, c.max_tokens), c.context);

describe('the Node featuriser and runtime match the Python side that trained the model', () => {
  it('has a varied fixture', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((c) => c.context.length > 0).length).toBeGreaterThanOrEqual(30);
  });

  it('gives the same tokens, segments and n-gram bucket ids', () => {
    for (const c of cases) {
      const input = inputOf(c);
      expect(input.tokens, c.text).toEqual(c.tokens);
      expect(input.segments, c.text).toEqual(c.segments);
      expect(
        input.tokens.map((t) => ngramIds(t)),
        c.text,
      ).toEqual(c.ngrams);
      expect(Math.max(...c.ngrams.map((g) => g.length))).toBeLessThanOrEqual(MAX_NGRAMS);
    }
  });

  it('looks up and dequantises the same word vectors', () => {
    const { vectors } = loadReader();
    const out = new Float32Array(vectors.dims);
    for (const c of cases)
      c.tokens.forEach((tok, i) => {
        expect(vectors.has(tok), tok).toBe(c.known[i]);
        out.fill(0);
        vectors.copyInto(tok, out, 0);
        expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(c.vec_sums[i]!, 4);
      });
  });

  it('gives the same probabilities to 1e-4', () => {
    for (const c of cases) {
      const [reading] = runModel([inputOf(c)]);
      reading!.tier.forEach((p, i) => expect(Math.abs(p - c.tier_probs[i]!), c.text).toBeLessThan(1e-4));
      reading!.kind.forEach((p, i) => expect(Math.abs(p - c.kind_probs[i]!), c.text).toBeLessThan(1e-4));
    }
  });
});
