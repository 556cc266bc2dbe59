import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Owner ids are 'usr_…' for accounts and 'anon_…' for anonymous visitors; content tables key on them. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    createdAt: createdAt(),
  },
  // One account per identity at an OpenID Connect provider, even when two callbacks race.
  (t) => [uniqueIndex('users_oidc_identity_idx').on(t.oidcIssuer, t.oidcSubject)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const anonymousVisitors = pgTable('anonymous_visitors', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  mergedIntoUserId: text('merged_into_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password reset links: single-use, short-lived. Only the token's hash is kept, so a copy of the
 * database cannot be used to reset anyone's password.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
