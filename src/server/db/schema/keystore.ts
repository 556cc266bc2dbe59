import { index, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key store: its own schema, so content backups can leave it out (`pg_dump
 * --exclude-schema=keystore`) and it is backed up apart with short retention (README "Keys and
 * backups", docs/decisions/0013). Deleting a person's rows here makes every copy of their content,
 * in the database or in any content backup, unreadable.
 */
export const keystore = pgSchema('keystore');

/**
 * One person's data keys (random 256-bit), each wrapped by the master keyring (AES-256-GCM, bound
 * to the key's id). An owner can hold several: an anonymous visitor's keys move to the account they
 * merge into, and the newest encrypts.
 */
export const dataKeys = keystore.table(
  'data_keys',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_keys_owner_idx').on(t.ownerId, t.createdAt)],
);
