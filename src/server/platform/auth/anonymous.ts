import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { anonymousVisitors } from '../../db/schema/index.ts';
import { newId, randomToken, sha256 } from '../ids.ts';

const TOUCH_AFTER_MS = 60 * 60 * 1000;

/**
 * The public id ('anon_…') is what other tables and the browser's local storage see; the cookie holds
 * a separate secret, stored only hashed, so knowing someone's key does not let you act as them.
 */
export async function createVisitor(db: DbOrTx): Promise<{ id: string; token: string }> {
  const id = newId('anon');
  const token = randomToken(32);
  await db.insert(anonymousVisitors).values({ id, tokenHash: sha256(token) });
  return { id, token };
}

/** A visitor already merged into an account no longer identifies anyone. */
export async function findVisitorId(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ id: anonymousVisitors.id, lastSeenAt: anonymousVisitors.lastSeenAt })
    .from(anonymousVisitors)
    .where(and(eq(anonymousVisitors.tokenHash, sha256(token)), isNull(anonymousVisitors.mergedIntoUserId)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(anonymousVisitors)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(anonymousVisitors.id, row.id),
          lt(anonymousVisitors.lastSeenAt, new Date(now.getTime() - TOUCH_AFTER_MS)),
        ),
      );
  }
  return row.id;
}
