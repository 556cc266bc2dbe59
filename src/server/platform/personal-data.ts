import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/index.ts';
import type { ContentCipher } from './data-keys.ts';

/** What a feature is given to gather one person's data for their export. */
export interface PersonalDataContext {
  db: DbOrTx;
  /** The owner's content cipher (platform/data-keys.ts). */
  cipher: ContentCipher;
  ownerId: string;
  /** Who is reading (the person themselves): every content read is audit-logged under this id. */
  actorId: string;
}

/**
 * One feature's share of a person's export (APP 12): a named key in the export file and how to
 * fill it. Each feature exports its part from its index.ts and the account feature lists them, so
 * a new feature adds one line there. Deletion needs no part: it removes every row keyed by the
 * owner, found from the schema (features/account/erase.ts).
 */
export interface PersonalDataPart {
  /** The key in the export file, in camelCase (e.g. 'sessions', 'checkIns'). */
  name: string;
  /**
   * The owner-keyed tables whose rows this part exports. A test compares them with every table
   * that has an owner column (features/account/parts.test.ts), so a new table cannot be missed.
   */
  tables: readonly PgTable[];
  collect(context: PersonalDataContext): Promise<unknown>;
}
