import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { authSessions, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../ids.ts';
import type { AuthUser } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed expiry: a session lives SESSION_TTL_DAYS from sign-in and is never extended, so a stolen
 * cookie stops working on a known date and reads never write. The browser holds the only raw token.
 */
export async function createSession(db: DbOrTx, userId: string, ttlDays: number, now = new Date()): Promise<string> {
  const token = randomToken(32);
  await db.insert(authSessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  // Sign-in is a good moment to forget this user's dead sessions.
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lte(authSessions.expiresAt, now)));
  return token;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, sha256(token)));
}

/** Every session of `userId` ends (every device signed out), except the one holding `keepToken`. */
export async function deleteUserSessions(db: DbOrTx, userId: string, keepToken?: string): Promise<void> {
  const others = keepToken ? ne(authSessions.tokenHash, sha256(keepToken)) : undefined;
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), others));
}

/** When the session behind `token` was created: the moment its holder last proved who they are. */
export async function findSessionStart(db: DbOrTx, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(eq(authSessions.tokenHash, sha256(token)))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function findSessionUser(db: DbOrTx, token: string, now = new Date()): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      timeZone: users.timeZone,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sha256(token)), gt(authSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
