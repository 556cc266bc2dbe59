import { and, eq, getTableColumns, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/index.ts';
import * as schema from '../../db/schema/index.ts';
import { anonymousVisitors, voiceTrials } from '../../db/schema/index.ts';
import { moveDataKeys } from '../data-keys.ts';

// The audit log records who read what under the id that read it, and refuses updates by design.
const NEVER_MOVED = new Set(['audit_log']);

/**
 * Every content table keyed by owner, found from the schema so a table added later is moved too.
 * The key store (schema `keystore`) is handled on its own: its keys move and are destroyed by name.
 */
export const ownerTables: { name: string; ownerColumn: PgColumn }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && !getTableConfig(value).schema)
  .flatMap((table) => {
    const ownerColumn = (getTableColumns(table) as Record<string, PgColumn>).ownerId;
    const name = getTableName(table);
    return ownerColumn && !NEVER_MOVED.has(name) ? [{ name, ownerColumn }] : [];
  });

/**
 * Hands everything an anonymous visitor created to an account: a new one (sign-up, inside the
 * transaction that created it) or an existing one the same browser just signed in to. Content
 * ciphertexts bind to record ids, not owner ids, and the visitor's data keys move with them, so
 * they stay readable after the move.
 *
 * Runs once per visitor: the visitor row is locked and a visitor already merged is left alone, so
 * two sign-ins racing with one cookie cannot split (or re-home) its data. Returns whether it merged.
 */
export async function mergeVisitorIntoUser(tx: DbOrTx, anonymousId: string, userId: string): Promise<boolean> {
  const [visitor] = await tx
    .select({ id: anonymousVisitors.id })
    .from(anonymousVisitors)
    .where(and(eq(anonymousVisitors.id, anonymousId), isNull(anonymousVisitors.mergedIntoUserId)))
    .for('update');
  if (!visitor) return false;
  // voice_trials holds one row per owner, so it is merged by rule before the plain move.
  await mergeTrial(tx, anonymousId, userId);
  for (const { name, ownerColumn } of ownerTables) {
    const table = sql.identifier(name);
    const column = sql.identifier(ownerColumn.name);
    // Any other one-row-per-owner table (a live call's lease): the account's own row stays.
    if (ownerColumn.primary) {
      await tx.execute(
        sql`DELETE FROM ${table} WHERE ${column} = ${anonymousId} AND EXISTS (SELECT 1 FROM ${table} WHERE ${column} = ${userId})`,
      );
    }
    await tx.execute(sql`UPDATE ${table} SET ${column} = ${userId} WHERE ${column} = ${anonymousId}`);
  }
  await moveDataKeys(tx, anonymousId, userId);
  await tx.update(anonymousVisitors).set({ mergedIntoUserId: userId }).where(eq(anonymousVisitors.id, anonymousId));
  return true;
}

/**
 * One free trial per person: when both the account and the visitor started one, the account keeps
 * the earlier start and end, so signing in can never restart or lengthen a trial. The visitor's
 * minutes (the ledger rows) move with everything else and count against the same days.
 */
async function mergeTrial(tx: DbOrTx, anonymousId: string, userId: string): Promise<void> {
  const [visitorTrial] = await tx.select().from(voiceTrials).where(eq(voiceTrials.ownerId, anonymousId));
  if (!visitorTrial) return;
  const [accountTrial] = await tx.select().from(voiceTrials).where(eq(voiceTrials.ownerId, userId));
  if (!accountTrial) return; // The plain move below hands the visitor's trial over.
  await tx
    .update(voiceTrials)
    .set({
      startedAt: visitorTrial.startedAt < accountTrial.startedAt ? visitorTrial.startedAt : accountTrial.startedAt,
      endsAt: visitorTrial.endsAt < accountTrial.endsAt ? visitorTrial.endsAt : accountTrial.endsAt,
    })
    .where(eq(voiceTrials.ownerId, userId));
  await tx.delete(voiceTrials).where(eq(voiceTrials.ownerId, anonymousId));
}
