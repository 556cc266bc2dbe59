import type { User } from '../../../shared/auth.ts';
import type { AuthUser } from '../../platform/auth/index.ts';

// TODO(entitlements): take minutes and subscription/trial status from src/server/features/entitlements
// once it exposes them; until then these are the spec's defaults for a user with no plan (§3).
export function toUserView(user: AuthUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    monthlyMinutesLimit: 90,
    monthlyMinutesUsed: 0,
    subscriptionStatus: 'inactive',
    voiceMinutesUsed: 0,
    voiceTrialStatus: 'inactive',
    videoSubscriptionStatus: 'inactive',
  };
}
