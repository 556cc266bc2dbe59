import { z } from 'zod';

/** The parts of PayPal's REST answers we read; anything else PayPal sends is ignored. */
export const PayPalTokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });

export const PayPalSubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  start_time: z.string().optional(),
  status_update_time: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      last_payment: z.object({ time: z.string().optional() }).optional(),
    })
    .optional(),
});

export const PayPalVerifySchema = z.object({ verification_status: z.string() });

/** A webhook event: `resource` is a subscription for BILLING.SUBSCRIPTION.*, a sale or refund for PAYMENT.SALE.*. */
export const PayPalEventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  create_time: z.string().optional(),
  resource: z
    .object({
      id: z.string().max(100).optional(),
      billing_agreement_id: z.string().max(100).optional(),
      sale_id: z.string().max(100).optional(),
      amount: z.object({ total: z.string(), currency: z.string() }).optional(),
      create_time: z.string().optional(),
    })
    .loose(),
});
export type PayPalEvent = z.infer<typeof PayPalEventSchema>;
