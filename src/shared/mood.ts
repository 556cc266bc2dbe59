import { z } from 'zod';

/** PUT /api/sessions/:id/mood: how the person feels, 0 (very low) to 10 (very good), at the start or end. */
export const SetMoodSchema = z
  .object({
    moment: z.enum(['before', 'after'], { error: "moment must be 'before' or 'after'." }),
    mood: z
      .number({ error: 'mood must be a number from 0 to 10.' })
      .int('mood must be a whole number from 0 to 10.')
      .min(0, 'mood must be from 0 to 10.')
      .max(10, 'mood must be from 0 to 10.'),
  })
  .strict();
export type SetMood = z.infer<typeof SetMoodSchema>;

export const SessionMoodSchema = z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() });
export type SessionMood = z.infer<typeof SessionMoodSchema>;

/** The mean change from before to after over sessions rated at both ends, to one decimal; null without any. */
export function averageMoodChange(moods: readonly SessionMood[]): number | null {
  const changes = moods.flatMap((m) => (m.before !== null && m.after !== null ? [m.after - m.before] : []));
  if (!changes.length) return null;
  return Math.round((changes.reduce((a, b) => a + b, 0) / changes.length) * 10) / 10;
}
