import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Content columns (`*Enc`) hold AES-256-GCM envelopes from platform/crypto, never plaintext. */
export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    modality: text('modality').notNull(),
    status: text('status').notNull().default('active'),
    topicsEnc: text('topics_enc'),
    summaryEnc: text('summary_enc'),
    stateEnc: text('state_enc'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Not summarised into memory or documents, and deleted when it ends. */
    incognito: boolean('incognito').notNull().default(false),
  },
  (t) => [index('therapy_sessions_owner_idx').on(t.ownerId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    role: text('role').notNull(),
    contentEnc: text('content_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_session_idx').on(t.sessionId, t.createdAt)],
);

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    sessionId: text('session_id').references(() => therapySessions.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    titleEnc: text('title_enc').notNull(),
    contentEnc: text('content_enc').notNull(),
    topicsEnc: text('topics_enc'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_owner_idx').on(t.ownerId, t.createdAt)],
);
