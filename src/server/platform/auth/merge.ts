import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/index.ts';
import * as schema from '../../db/schema/index.ts';
import { anonymousVisitors } from '../../db/schema/index.ts';

// The audit log records who read what under the id that read it, and refuses updates by design.
const NEVER_MOVED = new Set(['audit_log']);

/** Every table keyed by owner, found from the schema so a table added later is moved too. */
export const ownerTables: { name: string; ownerColumn: PgColumn }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const ownerColumn = (getTableColumns(table) as Record<string, PgColumn>).ownerId;
    const name = getTableName(table);
    return ownerColumn && !NEVER_MOVED.has(name) ? [{ name, ownerColumn }] : [];
  });

/**
 * Hands everything an anonymous visitor created to the account it just became. Call inside the
 * transaction that created the account. Content ciphertexts bind to record ids, not owner ids,
 * so they stay readable after the move.
 */
export async function mergeVisitorIntoUser(tx: DbOrTx, anonymousId: string, userId: string): Promise<void> {
  for (const { name, ownerColumn } of ownerTables) {
    const column = sql.identifier(ownerColumn.name);
    await tx.execute(sql`UPDATE ${sql.identifier(name)} SET ${column} = ${userId} WHERE ${column} = ${anonymousId}`);
  }
  await tx.update(anonymousVisitors).set({ mergedIntoUserId: userId }).where(eq(anonymousVisitors.id, anonymousId));
}
