import { z } from 'zod';
import { RiskTierSchema } from '../../../shared/safety.ts';
import { TurnSchema } from '../../../shared/therapy.ts';

export const SummariseInputSchema = z.object({
  history: z.array(TurnSchema),
  /** The session's last engine state; rebuilt from the history when missing or unreadable. */
  engineState: z.unknown().optional(),
  durationMinutes: z.number().int().min(0),
  therapistName: z.string().min(1),
  /** The highest risk tier the safety layer read in the session (a tier, never words). */
  peakRisk: RiskTierSchema.optional(),
});
export type SummariseInput = z.input<typeof SummariseInputSchema>;
