import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usageSessions } from './entitlements.ts';
import { therapySessions } from './therapy.ts';

/**
 * Which minute-ledger rows meter which voice session. A session can have several (a call that
 * reconnects after its metering lapsed); the newest one is the live meter.
 */
export const voiceMeters = pgTable(
  'voice_meters',
  {
    usageId: text('usage_id')
      .primaryKey()
      .references(() => usageSessions.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voice_meters_session_idx').on(t.sessionId, t.createdAt),
    index('voice_meters_owner_idx').on(t.ownerId),
  ],
);

/**
 * At most one live hands-free call per owner across every app instance on this database: a call
 * holds its owner's row while it runs, refreshing `expiresAt` with each metering tick, and deletes
 * it when it ends. A row past `expiresAt` (its instance died) may be taken over.
 */
export const voiceCallLeases = pgTable(
  'voice_call_leases',
  {
    ownerId: text('owner_id').primaryKey(),
    callId: text('call_id').notNull(),
    instanceId: text('instance_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('voice_call_leases_call_idx').on(t.callId)],
);
