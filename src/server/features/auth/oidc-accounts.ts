import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../platform/auth/index.ts';
import { openAccount } from './accounts.ts';
import type { OidcIdentity } from './oidc-client.ts';
import { findUserByOidc, isEmailTaken } from './users-repo.ts';

/**
 * Finds the account for this provider identity, or opens one (taking over the browser's anonymous
 * data). Accounts are never linked by email: our password sign-up does not prove email ownership,
 * so linking would let whoever registered an address first read the real owner's sessions.
 */
export async function signInWithOidcIdentity(
  db: Db,
  identity: OidcIdentity,
  anonymousId: string | null,
): Promise<{ user: AuthUser; merged: boolean }> {
  const existing = await findUserByOidc(db, identity.issuer, identity.subject);
  if (existing) return { user: existing, merged: false };
  const email = identity.email && !(await isEmailTaken(db, identity.email)) ? identity.email : null;
  const newUser = {
    email,
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
  };
  const created = await openAccount(db, newUser, anonymousId);
  if (created) return { user: created, merged: Boolean(anonymousId) };
  // Lost a race: a parallel callback created this identity, or another account took the email meanwhile.
  const winner = await findUserByOidc(db, identity.issuer, identity.subject);
  if (winner) return { user: winner, merged: false };
  const retry = await openAccount(db, { ...newUser, email: null }, anonymousId);
  if (!retry) throw new Error('could not open an account for this OpenID Connect identity');
  return { user: retry, merged: Boolean(anonymousId) };
}
