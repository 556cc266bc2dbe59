import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { therapySessions } from './therapy.ts';

/**
 * Weekly questionnaires. The answers, score and band are one sealed envelope (`resultEnc`): only
 * which questionnaire and when stay readable, which is all "is a check-in due" needs.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    instrument: text('instrument').notNull(),
    resultEnc: text('result_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_ins_owner_idx').on(t.ownerId, t.createdAt)],
);

/** One Stanley-Brown safety plan per person, sealed whole (bound to `id`, so it survives a change of owner id). */
export const safetyPlans = pgTable('safety_plans', {
  ownerId: text('owner_id').primaryKey(),
  id: text('id').notNull().unique(),
  planEnc: text('plan_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mood 0-10 before and after a session, each sealed; either may be skipped. */
export const sessionMoods = pgTable(
  'session_moods',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    beforeEnc: text('before_enc'),
    afterEnc: text('after_enc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_moods_owner_idx').on(t.ownerId)],
);
