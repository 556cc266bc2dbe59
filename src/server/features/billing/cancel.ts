import type { Db } from '../../db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { isSubscriptionCurrent } from '../entitlements/index.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';
import type { PaymentProvider } from './provider.ts';
import { listOwnSubscriptions, updateSubscriptionState } from './repository.ts';

const PLAN_NAMES: Record<PlanId, string> = { voice: VOICE_PLAN.name, video: VIDEO_PLAN.name };

/**
 * POST /api/billing/cancel: stops renewal at the provider, then records it. The plan keeps working
 * until the end of the period already paid. Cancelling a plan already cancelled answers as before.
 */
export async function cancelPlan(db: Db, provider: PaymentProvider, ownerId: string | null, plan: PlanId) {
  const now = new Date();
  const own = ownerId ? await listOwnSubscriptions(db, ownerId) : [];
  const current = own.filter((s) => s.plan === plan && isSubscriptionCurrent(s, now));
  const active = current.find((s) => s.status === 'active');
  if (!active) {
    const cancelled = current.find((s) => s.status === 'cancelled');
    if (cancelled) return cancelled;
    throw notFound(`You have no active ${PLAN_NAMES[plan]} plan to cancel.`);
  }
  // A plan bought in test mode is cancelled in our own records even once PayPal is configured.
  if (active.provider === provider.kind)
    await provider.cancelSubscription(active.providerSubscriptionId, 'Cancelled by the subscriber in Solace.');
  const change = { status: 'cancelled' as const, providerStatus: 'CANCELLED', cancelledAt: now, nextBillingAt: null };
  await updateSubscriptionState(db, active.id, change);
  return { ...active, ...change };
}
