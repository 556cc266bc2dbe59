import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { anonymousVisitors, users } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import { ownerTables } from '../../platform/auth/merge.ts';
import { destroyDataKeys } from '../../platform/data-keys.ts';

/** The account's id and those of the anonymous visitors merged into it: whose live sockets to end. */
export async function ownerIdsOf(db: Db, userId: string): Promise<string[]> {
  const visitors = await db
    .select({ id: anonymousVisitors.id })
    .from(anonymousVisitors)
    .where(eq(anonymousVisitors.mergedIntoUserId, userId));
  return [userId, ...visitors.map((v) => v.id)];
}

/**
 * Deletes the account and everything keyed by it, in one transaction: every table with an owner
 * column (found from the schema, so a table added later is covered), the anonymous visitors that
 * were merged into it, and the user row, whose sessions and reset tokens go with it (every device
 * is signed out). The audit log refuses deletes by design: its rows hold ids and times, never
 * content, and a tombstone row records the deletion itself.
 *
 * The person's data keys are destroyed in the same transaction (crypto-shredding): a content backup
 * taken before today still holds their ciphertexts, but nothing can open them any more.
 */
export async function eraseAccount(db: Db, userId: string): Promise<void> {
  const owners = await ownerIdsOf(db, userId);
  await db.transaction(async (tx) => {
    await destroyDataKeys(tx, owners);
    for (const { name, ownerColumn } of ownerTables) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(name)} WHERE ${sql.identifier(ownerColumn.name)} = ${userId}`);
    }
    await tx.delete(anonymousVisitors).where(eq(anonymousVisitors.mergedIntoUserId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAccess(tx, {
      actorId: userId,
      action: 'delete',
      resourceType: 'account',
      resourceId: userId,
      ownerId: userId,
    });
  });
}
