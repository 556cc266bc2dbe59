import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { AuthUser } from '../../platform/auth/index.ts';

const authUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  timeZone: users.timeZone,
};

export async function findPasswordByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<AuthUser | null> {
  const [row] = await db.select(authUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return Boolean((await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0]);
}

interface NewUser {
  email: string | null;
  passwordHash?: string;
  oidcIssuer?: string;
  oidcSubject?: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl?: string | null;
}

/** Null when the email (or the OIDC identity) already has an account. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<AuthUser | null> {
  const [row] = await db
    .insert(users)
    .values({ id: newId('usr'), ...user })
    .onConflictDoNothing()
    .returning(authUserColumns);
  return row ?? null;
}

export async function findUserByOidc(db: DbOrTx, issuer: string, subject: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .limit(1);
  return row ?? null;
}
