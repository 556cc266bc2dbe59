import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  bandFor,
  checkInDue,
  checkInRiskTier,
  CreateCheckInSchema,
  scoreAnswers,
} from './check-ins.ts';
import { instruments, type InstrumentId } from './instruments.ts';

/** Answers for `instrument` adding up to `total`, filled from the first question on. */
function answersFor(instrument: InstrumentId, total: number): number[] {
  const { items, options } = instruments[instrument];
  const min = options[0]!.value;
  const max = options[options.length - 1]!.value;
  let left = total - min * items.length;
  return items.map(() => {
    const extra = Math.min(max - min, left);
    left -= extra;
    return min + extra;
  });
}

// [instrument, total, band] at both sides of every edge, and both ends of each scale.
const edges: [InstrumentId, number, string][] = [
  ['k10', 10, 'low'],
  ['k10', 15, 'low'],
  ['k10', 16, 'moderate'],
  ['k10', 21, 'moderate'],
  ['k10', 22, 'high'],
  ['k10', 29, 'high'],
  ['k10', 30, 'very_high'],
  ['k10', 50, 'very_high'],
  ['phq9', 0, 'minimal'],
  ['phq9', 4, 'minimal'],
  ['phq9', 5, 'mild'],
  ['phq9', 9, 'mild'],
  ['phq9', 10, 'moderate'],
  ['phq9', 14, 'moderate'],
  ['phq9', 15, 'moderately_severe'],
  ['phq9', 19, 'moderately_severe'],
  ['phq9', 20, 'severe'],
  ['phq9', 27, 'severe'],
  ['gad7', 0, 'minimal'],
  ['gad7', 4, 'minimal'],
  ['gad7', 5, 'mild'],
  ['gad7', 9, 'mild'],
  ['gad7', 10, 'moderate'],
  ['gad7', 14, 'moderate'],
  ['gad7', 15, 'severe'],
  ['gad7', 21, 'severe'],
];

describe('check-in scoring', () => {
  it.each(edges)('%s total %i is in the %s band', (instrument, total, band) => {
    const answers = answersFor(instrument, total);
    expect(answersProblem(instrument, answers)).toBeNull();
    expect(scoreAnswers(answers)).toBe(total);
    expect(bandFor(instrument, total).id).toBe(band);
  });

  it('has the published number of questions, answer range and maximum', () => {
    expect([instruments.k10, instruments.phq9, instruments.gad7].map((i) => [i.items.length, i.maxScore])).toEqual([
      [10, 50],
      [9, 27],
      [7, 21],
    ]);
    expect(instruments.k10.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(instruments.phq9.options.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(instruments.gad7.options.map((o) => o.label)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
  });
});

describe('check-in validation', () => {
  it('refuses the wrong number of answers, naming how many are needed', () => {
    expect(answersProblem('gad7', [0, 0, 0])).toBe('The GAD-7 has 7 questions: send 7 answers (got 3).');
  });

  it('refuses an answer outside the scale, naming the question', () => {
    expect(answersProblem('k10', [1, 1, 0, 1, 1, 1, 1, 1, 1, 1])).toBe(
      'Answer 3 of the K10 must be from 1 to 5 (got 0).',
    );
    expect(answersProblem('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 4])).toMatch(/Answer 9 .* 0 to 3/);
  });

  it('refuses fractions, strings and extra fields', () => {
    expect(CreateCheckInSchema.safeParse({ instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0.5] }).success).toBe(false);
    expect(CreateCheckInSchema.safeParse({ instrument: 'gad7', answers: ['0', 0, 0, 0, 0, 0, 0] }).success).toBe(false);
    expect(CreateCheckInSchema.safeParse({ instrument: 'dass21', answers: [] }).success).toBe(false);
    expect(
      CreateCheckInSchema.safeParse({ instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], note: 'x' }).success,
    ).toBe(false);
  });
});

describe('check-in safety', () => {
  it('answers any thoughts of death or self-harm on PHQ-9 item 9 as high risk, whatever the total', () => {
    expect(checkInRiskTier('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe('high');
    expect(checkInRiskTier('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe('none');
  });

  it('offers support for very high distress on the K10 and nothing below it', () => {
    expect(checkInRiskTier('k10', answersFor('k10', 30))).toBe('elevated');
    expect(checkInRiskTier('k10', answersFor('k10', 29))).toBe('none');
    expect(checkInRiskTier('gad7', answersFor('gad7', 21))).toBe('none');
  });
});

describe('checkInDue', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it('is due with no check-in, or when the last is a week old', () => {
    expect(checkInDue(undefined, now)).toBe(true);
    expect(checkInDue({ createdAt: '2026-03-03T00:00:00Z' }, now)).toBe(true);
    expect(checkInDue({ createdAt: '2026-03-03T00:00:01Z' }, now)).toBe(false);
  });
});
