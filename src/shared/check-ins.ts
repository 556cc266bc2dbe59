import { z } from 'zod';
import { instrumentIds, instruments, PHQ9_SELF_HARM_ITEM, type Band, type InstrumentId } from './instruments.ts';
import { SafetyPayloadSchema, type RiskTier } from './safety.ts';

export const InstrumentIdSchema = z.enum(instrumentIds, {
  error: `instrument must be one of ${instrumentIds.map((id) => `'${id}'`).join(', ')}.`,
});

/** Length and range depend on the instrument, so they are checked together with a message naming the question. */
export const CreateCheckInSchema = z
  .object({
    instrument: InstrumentIdSchema,
    answers: z.array(z.number({ error: 'Each answer must be a number.' }).int('Each answer must be a whole number.'), {
      error: 'answers must be a list of numbers, one per question.',
    }),
  })
  .strict()
  .superRefine(({ instrument, answers }, ctx) => {
    const problem = answersProblem(instrument, answers);
    if (problem) ctx.addIssue({ code: 'custom', path: ['answers'], message: problem });
  });
export type CreateCheckIn = z.infer<typeof CreateCheckInSchema>;

export function answersProblem(instrument: InstrumentId, answers: readonly number[]): string | null {
  const { name, items, options } = instruments[instrument];
  if (answers.length !== items.length)
    return `The ${name} has ${items.length} questions: send ${items.length} answers (got ${answers.length}).`;
  const min = options[0]!.value;
  const max = options[options.length - 1]!.value;
  const bad = answers.findIndex((a) => a < min || a > max);
  if (bad >= 0) return `Answer ${bad + 1} of the ${name} must be from ${min} to ${max} (got ${answers[bad]}).`;
  return null;
}

export const CheckInSchema = z.object({
  id: z.string(),
  instrument: InstrumentIdSchema,
  score: z.number().int(),
  band: z.string(),
  answers: z.array(z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** POST /api/check-ins answer: the person's answers are not echoed back. */
export const CheckInResultSchema = CheckInSchema.omit({ answers: true }).extend({
  safety: SafetyPayloadSchema.optional(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const scoreAnswers = (answers: readonly number[]) => answers.reduce((sum, a) => sum + a, 0);

export function bandFor(instrument: InstrumentId, score: number): Band {
  const { bands } = instruments[instrument];
  return [...bands].reverse().find((b) => score >= b.min) ?? bands[0]!;
}

export const bandLabel = (instrument: InstrumentId, bandId: string) =>
  instruments[instrument].bands.find((b) => b.id === bandId)?.label ?? bandId;

/**
 * Which answers call for a safety response: thoughts of death or self-harm on PHQ-9 item 9 (the
 * crisis lines, as for a high-risk chat turn), or very high distress on the K10 (support lines).
 */
export function checkInRiskTier(instrument: InstrumentId, answers: readonly number[]): RiskTier {
  if (instrument === 'phq9' && (answers[PHQ9_SELF_HARM_ITEM] ?? 0) > 0) return 'high';
  if (instrument === 'k10' && bandFor('k10', scoreAnswers(answers)).id === 'very_high') return 'elevated';
  return 'none';
}

/** A check-in is due when none was done in the last seven days. */
export const CHECK_IN_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

export function checkInDue(latest: Pick<CheckIn, 'createdAt'> | undefined, now: Date): boolean {
  return !latest || now.getTime() - Date.parse(latest.createdAt) >= CHECK_IN_INTERVAL_MS;
}
