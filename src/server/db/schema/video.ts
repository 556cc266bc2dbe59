import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usageSessions } from './entitlements.ts';
import { therapySessions } from './therapy.ts';

/**
 * One video conversation: at Tavus (`provider_conversation_id` is theirs) or with the local avatar.
 * Metered by one minute-ledger row (`usage_id`, kind 'video') from start to end, capped by
 * `time_limit_seconds`. Secrets are stored only as SHA-256 hashes: the callback token Tavus echoes
 * back in its callback URL.
 */
export const videoConversations = pgTable(
  'video_conversations',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    usageId: text('usage_id')
      .notNull()
      .references(() => usageSessions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerConversationId: text('provider_conversation_id'),
    conversationUrl: text('conversation_url').notNull(),
    callbackTokenHash: text('callback_token_hash'),
    status: text('status').notNull().default('active'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    index('video_conversations_owner_idx').on(t.ownerId, t.startedAt),
    uniqueIndex('video_conversations_provider_idx').on(t.provider, t.providerConversationId),
    uniqueIndex('video_conversations_session_idx').on(t.sessionId),
  ],
);
