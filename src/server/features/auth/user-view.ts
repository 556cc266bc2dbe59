import type { User } from '../../../shared/auth.ts';
import type { DbOrTx } from '../../db/index.ts';
import type { AuthUser } from '../../platform/auth/index.ts';
import { getUserEntitlementFields } from '../entitlements/index.ts';

/** GET /api/auth/user: the profile plus minutes and plan status, decided by the entitlements feature. */
export async function userView(db: DbOrTx, user: AuthUser, now = new Date()): Promise<User> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    ...(await getUserEntitlementFields(db, user.id, user.timeZone, now)),
  };
}
