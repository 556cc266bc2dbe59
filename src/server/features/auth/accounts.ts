import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../platform/auth/index.ts';
import { mergeVisitorIntoUser } from '../../platform/auth/merge.ts';
import { insertUser } from './users-repo.ts';

/**
 * Creates an account and, in the same transaction, hands it whatever this browser did anonymously
 * (terms accepted, trial, sessions…). Null when the email or identity already has an account.
 */
export async function openAccount(
  db: Db,
  user: Parameters<typeof insertUser>[1],
  anonymousId: string | null,
): Promise<AuthUser | null> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, user);
    if (created && anonymousId) await mergeVisitorIntoUser(tx, anonymousId, created.id);
    return created;
  });
}
