import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('splits on sentence ends and line breaks, keeping punctuation', () => {
    expect(
      splitSentences('That sounds hard. How long has it felt this way?\nI am here! "Truly."  Take your time…'),
    ).toEqual(['That sounds hard.', 'How long has it felt this way?', 'I am here!', '"Truly."', 'Take your time…']);
  });

  it('does not split abbreviations, initials, decimals or phone numbers', () => {
    expect(
      splitSentences(
        'Dr. Smith and J. Citizen said 1.5 hours, e.g. twice a day. Call Lifeline on 13 11 14. They answer 24/7.',
      ),
    ).toEqual([
      'Dr. Smith and J. Citizen said 1.5 hours, e.g. twice a day.',
      'Call Lifeline on 13 11 14.',
      'They answer 24/7.',
    ]);
  });

  it('cuts a long first sentence at a clause so audio can start early', () => {
    const first =
      'When everything piles up at once, it makes sense that you feel overwhelmed and unsure where to begin with any of it.';
    const pieces = splitSentences(`${first} Let us take one thing.`, { firstMaxChars: 60 });
    expect(pieces).toEqual([
      'When everything piles up at once,',
      'it makes sense that you feel overwhelmed and unsure where to begin with any of it.',
      'Let us take one thing.',
    ]);
  });

  it('bounds every piece and drops empty or punctuation-only pieces', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitSentences(`${long}.  ...  \n\n  `, { maxChars: 100, firstMaxChars: 100 });
    expect(pieces.every((p) => p.length <= 100)).toBe(true);
    expect(pieces.join(' ')).toBe(`${long}.`);
    expect(splitSentences('   ')).toEqual([]);
  });
});
