import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../platform/ids.ts';
import { RESET_LINK_MINUTES } from '../../../shared/password.ts';

/** A new reset token for `userId`; earlier unused ones stop working, so only the newest email's link does. */
export async function issueResetToken(db: DbOrTx, userId: string, now = new Date()): Promise<string> {
  const token = randomToken(32);
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The account a live (unused, unexpired) token belongs to, without using it up. */
export async function peekResetToken(db: DbOrTx, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live(token, now))
    .limit(1);
  return row ?? null;
}

/** Uses the token up in one statement, so two requests racing with one link cannot both succeed. */
export async function consumeResetToken(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(live(token, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function forgetResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

const live = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
