import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  (t) => [index('voice_meters_session_idx').on(t.sessionId, t.createdAt), index('voice_meters_owner_idx').on(t.ownerId)],
);
