import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { therapySessions } from './therapy.ts';

/**
 * What the therapist carries between sessions, one row per item so the person can delete any of
 * it. `textEnc` is an AES-256-GCM envelope (conversation content); `kind` is topic, plan or person.
 */
export const memoryItems = pgTable(
  'memory_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    textEnc: text('text_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memory_items_owner_idx').on(t.ownerId, t.createdAt)],
);
