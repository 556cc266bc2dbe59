import { z } from 'zod';
import { TurnSchema } from '../../../shared/therapy.ts';

export const SummariseInputSchema = z.object({
  history: z.array(TurnSchema),
  /** The session's last engine state; rebuilt from the history when missing or unreadable. */
  engineState: z.unknown().optional(),
  durationMinutes: z.number().int().min(0),
  therapistName: z.string().min(1),
});
export type SummariseInput = z.input<typeof SummariseInputSchema>;
