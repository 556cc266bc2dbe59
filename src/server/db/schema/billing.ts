import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The plans we sell; rows are written by the migration that made the table (the app role only reads them). */
export const billingPlans = pgTable('billing_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  videoMinutesPerPeriod: integer('video_minutes_per_period'),
});

/** Money that moved (or moved back) for a bound subscription, as the provider reported it. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** completed, refunded or reversed */
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_idx').on(t.provider, t.providerPaymentId),
    index('payments_owner_idx').on(t.ownerId, t.paidAt),
  ],
);

/** Every verified webhook event, stored once by the provider's event id: a replay finds its row and does nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local test-mode provider's own records (the embedded default when PayPal is not configured):
 * what PayPal would hold for a subscription. `ownerId` is who started the test checkout.
 */
export const testModeSubscriptions = pgTable(
  'test_mode_subscriptions',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    providerPlanId: text('provider_plan_id').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('test_mode_subscriptions_owner_idx').on(t.ownerId)],
);
