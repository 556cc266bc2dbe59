import { z } from 'zod';

/** Voice trial as the home page shows it (spec §4). */
export const trialStates = ['inactive', 'active', 'expired'] as const;
export const TrialStateSchema = z.enum(trialStates);
export type TrialState = z.infer<typeof TrialStateSchema>;

export const planIds = ['voice', 'video'] as const;
export const PlanIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** What the minute ledger meters. Text chat is not metered. */
export const usageKinds = ['voice', 'video'] as const;
export type UsageKind = (typeof usageKinds)[number];

/**
 * GET /api/voice-therapy/status (spec §3 "Voice trial status").
 * - minutesUsed: voice minutes used today (the local day in the owner's time zone).
 * - minutesRemaining: voice minutes left today; `null` means unlimited (an active voice plan).
 *   Before the trial starts it shows the trial's full daily allowance.
 * - daysRemaining: whole or part days left in the trial (0 once expired, the full 5 before it starts).
 * - trialStatus: extra to the spec, so the client can tell "not started" (show the terms) from "expired".
 */
export const VoiceStatusSchema = z.object({
  minutesUsed: z.number().int().min(0),
  minutesRemaining: z.number().int().min(0).nullable(),
  daysRemaining: z.number().int().min(0),
  isTrialActive: z.boolean(),
  canStartSession: z.boolean(),
  isSubscribed: z.boolean(),
  trialStatus: TrialStateSchema,
});
export type VoiceStatus = z.infer<typeof VoiceStatusSchema>;

/** GET /api/subscription/status. subscriptionId is the payment provider's id, only for a verified subscription. */
export const SubscriptionStatusSchema = z.object({
  isSubscribed: z.boolean(),
  subscriptionId: z.string().nullable(),
  plan: PlanIdSchema.nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The entitlement part of GET /api/auth/user (spec §3 "Current user"). Video minutes are per billing period. */
export const UserEntitlementFieldsSchema = z.object({
  monthlyMinutesLimit: z.number().int().min(0),
  monthlyMinutesUsed: z.number().int().min(0),
  subscriptionStatus: z.enum(['active', 'inactive']),
  voiceMinutesUsed: z.number().int().min(0),
  voiceTrialStatus: TrialStateSchema,
  videoSubscriptionStatus: z.enum(['active', 'inactive']),
});
export type UserEntitlementFields = z.infer<typeof UserEntitlementFieldsSchema>;

/** GET /api/voice-therapy/test/{scenario}: developer tools only (DEV_TOOLS=1). */
export const trialScenarios = ['new-user', 'almost-expired', 'daily-limit', 'trial-expired'] as const;
export const TrialScenarioSchema = z.enum(trialScenarios);
export type TrialScenario = z.infer<typeof TrialScenarioSchema>;

export const SUBSCRIPTION_HEADER = 'x-subscription-id';
