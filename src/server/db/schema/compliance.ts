import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    trialType: text('trial_type').notNull(),
    sessionKey: text('session_key'),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_owner_idx').on(t.ownerId)],
);

/** Crisis events carry no conversation content: only where, what kind and how urgent. */
export const crisisEvents = pgTable(
  'crisis_events',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    source: text('source').notNull(),
    interactionType: text('interaction_type').notNull(),
    tier: text('tier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crisis_owner_idx').on(t.ownerId)],
);

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    ownerId: text('owner_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_owner_idx').on(t.ownerId)],
);
