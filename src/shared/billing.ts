import { z } from 'zod';
import { PlanIdSchema } from './entitlements.ts';

/** PayPal subscription ids look like I-BW452GLLEP1G; test-mode ids share the shape with a TEST prefix. */
export const ProviderSubscriptionIdSchema = z
  .string()
  .trim()
  .min(3, 'subscriptionID is too short.')
  .max(64, 'subscriptionID is too long.')
  .regex(/^[A-Za-z0-9-]+$/, 'subscriptionID may only hold letters, digits and hyphens.');

/** POST /api/paypal/subscription-success (spec §7). `plan` is optional: the provider's plan id decides. */
export const SubscriptionSuccessRequestSchema = z.object({
  subscriptionID: ProviderSubscriptionIdSchema,
  plan: PlanIdSchema.optional(),
});
export const SubscriptionSuccessResponseSchema = z.object({ ok: z.literal(true), plan: PlanIdSchema });
export type SubscriptionSuccessResponse = z.infer<typeof SubscriptionSuccessResponseSchema>;

export const PlanRequestSchema = z.object({ plan: PlanIdSchema });
export type PlanRequest = z.infer<typeof PlanRequestSchema>;

/** POST /api/billing/test-checkout: local test mode only; no money moves. */
export const TestCheckoutResponseSchema = z.object({ subscriptionID: z.string() });

export const billingStatuses = ['active', 'cancelled', 'suspended', 'expired'] as const;
export const BillingStatusSchema = z.enum(billingStatuses);
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

const isoDate = z.iso.datetime();

export const BillingPlanSchema = z.object({
  plan: PlanIdSchema,
  name: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  subscriptionId: z.string(),
  status: BillingStatusSchema,
  /** Whether the plan unlocks anything right now (a cancelled plan does until its paid period ends). */
  hasAccess: z.boolean(),
  startedAt: isoDate,
  currentPeriodEnd: isoDate,
  nextBillingAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  /** Video plan only: minutes left in this billing period (no rollover). */
  videoMinutesLeft: z.number().int().min(0).nullable(),
});
export type BillingPlan = z.infer<typeof BillingPlanSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['completed', 'refunded', 'reversed']),
  paidAt: isoDate,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** GET /api/billing: the caller's own plans (newest first) and payment history. */
export const BillingOverviewSchema = z.object({
  provider: z.enum(['paypal', 'test-mode']),
  plans: z.array(BillingPlanSchema),
  payments: z.array(PaymentSchema),
});
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

export const CancelResponseSchema = z.object({ ok: z.literal(true), plan: BillingPlanSchema });
