import type { DbOrTx } from '../../db/index.ts';
import { isSubscriptionCurrent } from '../entitlements/index.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { listOwnSubscriptions } from './repository.ts';

/**
 * Plans that will charge the person again: deleting their account must not leave one running at
 * the provider with no one left here to cancel it.
 */
export async function renewingPlans(db: DbOrTx, ownerId: string, now = new Date()): Promise<PlanId[]> {
  const own = await listOwnSubscriptions(db, ownerId);
  return own.filter((s) => s.status === 'active' && isSubscriptionCurrent(s, now)).map((s) => s.plan as PlanId);
}
