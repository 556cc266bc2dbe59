import { describe, expect, it } from 'vitest';
import { wordErrors, words } from './score.ts';

describe('word error rate', () => {
  it('normalises case and punctuation but keeps contractions whole', () => {
    expect(words("I can't sleep, Doctor.")).toEqual(['i', "can't", 'sleep', 'doctor']);
  });

  it('counts substitutions, deletions and insertions', () => {
    expect(wordErrors('i feel tired all the time', 'i feel tired all the time')).toEqual({ errors: 0, words: 6 });
    expect(wordErrors('i feel tired all the time', 'i feel tide all time')).toEqual({ errors: 2, words: 6 });
    expect(wordErrors('i feel tired', 'oh i feel so tired')).toEqual({ errors: 2, words: 3 });
    expect(wordErrors('i feel tired', '')).toEqual({ errors: 3, words: 3 });
  });
});
