import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { subscriptions, webhookEvents } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { PaymentProvider, WebhookHeaders } from './provider.ts';
import { PayPalEventSchema, type PayPalEvent } from './paypal-wire.ts';
import { stateFromProvider } from './periods.ts';
import { findByProviderId, findPayment, recordPayment, updateSubscriptionState } from './repository.ts';

const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
]);
const SALE_STATUS = {
  'PAYMENT.SALE.COMPLETED': 'completed',
  'PAYMENT.SALE.REFUNDED': 'refunded',
  'PAYMENT.SALE.REVERSED': 'reversed',
} as const;

const toCents = (total: string) => Math.round(Number.parseFloat(total) * 100);

function parseEvent(rawBody: string): PayPalEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('The webhook body is not valid JSON.');
  }
  const parsed = PayPalEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest('The webhook body is not a PayPal event.');
  return parsed.data;
}

/** The PayPal subscription an event is about: the resource itself, or the agreement a sale belongs to. */
async function subscriptionIdOf(db: Db, event: PayPalEvent): Promise<string | null> {
  if (SUBSCRIPTION_EVENTS.has(event.event_type)) return event.resource.id ?? null;
  if (event.resource.billing_agreement_id) return event.resource.billing_agreement_id;
  // A refund names the sale it refunds; the sale we recorded knows its subscription.
  const sale = event.resource.sale_id ? await findPayment(db, 'paypal', event.resource.sale_id) : null;
  if (!sale) return null;
  const [row] = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.id, sale.subscriptionId));
  return row?.id ?? null;
}

/**
 * POST /api/paypal/webhook. Every event is verified by PayPal before anything is read from it; each
 * event id is stored once, so a replay changes nothing. The subscription's state is re-read from
 * PayPal rather than taken from the event, so events arriving out of order cannot roll it back.
 */
export async function handleWebhook(db: Db, provider: PaymentProvider, headers: WebhookHeaders, rawBody: string) {
  const event = parseEvent(rawBody);
  if (!(await provider.verifyWebhook(headers, rawBody)))
    throw badRequest('The webhook signature could not be verified with PayPal.');
  const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id));
  if (seen) return { ok: true, applied: false };
  const providerSubscriptionId = await subscriptionIdOf(db, event);
  const row = providerSubscriptionId ? await findByProviderId(db, provider.kind, providerSubscriptionId) : null;
  // Nobody has bound it yet: the buyer's own activation will read it fresh from PayPal.
  const snap = row ? await provider.getSubscription(row.providerSubscriptionId) : null;
  const now = new Date();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        id: event.id,
        provider: provider.kind,
        eventType: event.event_type,
        resourceId: providerSubscriptionId,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!inserted.length || !row) return { ok: true, applied: false };
    const state = snap ? stateFromProvider(snap, row, now) : null;
    if (state) await updateSubscriptionState(tx, row.id, state);
    const saleStatus = SALE_STATUS[event.event_type as keyof typeof SALE_STATUS];
    if (saleStatus) {
      const { resource } = event;
      const paymentId = saleStatus === 'refunded' ? (resource.sale_id ?? resource.id) : resource.id;
      if (paymentId && resource.amount) {
        const paidAt = new Date(resource.create_time ?? event.create_time ?? now.toISOString());
        await recordPayment(tx, row, {
          providerPaymentId: paymentId,
          amountCents: toCents(resource.amount.total),
          currency: resource.amount.currency,
          status: saleStatus,
          paidAt,
        });
      }
      // A chargeback takes back the money for this period, so the period ends now.
      if (saleStatus === 'reversed') {
        const end = state?.currentPeriodEnd ?? row.currentPeriodEnd;
        if (end > now) await updateSubscriptionState(tx, row.id, { currentPeriodEnd: now });
      }
    }
    return { ok: true, applied: true };
  });
}
