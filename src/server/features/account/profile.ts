import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import type { Profile, ProfileUpdate } from '../../../shared/account.ts';

export async function readProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    signIn: row.passwordHash ? 'password' : 'oidc',
  };
}

export async function updateProfile(db: DbOrTx, userId: string, update: ProfileUpdate): Promise<void> {
  await db
    .update(users)
    .set({ firstName: update.firstName, lastName: update.lastName || null })
    .where(eq(users.id, userId));
}
