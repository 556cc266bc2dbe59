import { z } from 'zod';
import { plainString } from './text.ts';

/** 'voice' starts the voice trial; the others record consent before the subscribe flow. */
export const trialTypes = ['voice', 'video', 'subscription'] as const;
export const TrialTypeSchema = z.enum(trialTypes);
export type TrialType = z.infer<typeof TrialTypeSchema>;

export const AcceptTermsSchema = z.object({
  trialType: TrialTypeSchema,
  /** The browser's copy of its anonymous key: a convenience, never a credential. */
  sessionKey: plainString().max(200).nullish(),
});
export type AcceptTerms = z.infer<typeof AcceptTermsSchema>;

export const AcceptTermsResponseSchema = z.object({
  ok: z.literal(true),
  trialType: TrialTypeSchema,
  termsVersion: z.string(),
  acceptedAt: z.string(),
  /** Present for 'voice': when this owner's trial started (earlier acceptances do not restart it). */
  trialStartedAt: z.string().optional(),
  trialEndsAt: z.string().optional(),
});
export type AcceptTermsResponse = z.infer<typeof AcceptTermsResponseSchema>;
