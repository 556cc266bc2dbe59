import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const voiceTrials = pgTable('voice_trials', {
  ownerId: text('owner_id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    plan: text('plan').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** The provider's own word for the state (ACTIVE, CANCELLED, …), as last verified. */
    providerStatus: text('provider_status'),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_owner_idx').on(t.ownerId),
    uniqueIndex('subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
  ],
);

/** The minute ledger: one row per metered session; seconds only ever grow from server clocks. */
export const usageSessions = pgTable(
  'usage_sessions',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [index('usage_owner_idx').on(t.ownerId, t.kind, t.startedAt)],
);
