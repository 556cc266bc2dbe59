import type { Db } from '../../db/index.ts';
import { isSubscriptionCurrent } from '../entitlements/index.ts';
import type { BillingOverview, BillingPlan, BillingStatus, Payment } from '../../../shared/billing.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { listOwnPayments, listOwnSubscriptions, listPlans, type SubscriptionRow } from './repository.ts';
import { videoMinutesLeft } from './video-minutes.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/billing: only the caller's own plans and payments. */
export async function billingOverview(
  db: Db,
  provider: BillingOverview['provider'],
  ownerId: string | null,
  defaultTimeZone: string,
): Promise<BillingOverview> {
  if (!ownerId) return { provider, plans: [], payments: [] };
  const now = new Date();
  const [subs, paid, catalogue] = await Promise.all([
    listOwnSubscriptions(db, ownerId),
    listOwnPayments(db, ownerId),
    listPlans(db),
  ]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const hasVideo = subs.some((s) => s.plan === 'video' && isSubscriptionCurrent(s, now));
  const minutesLeft = hasVideo ? await videoMinutesLeft(db, ownerId, { now, defaultTimeZone }) : null;
  const toPlan = (s: SubscriptionRow): BillingPlan => {
    const hasAccess = isSubscriptionCurrent(s, now);
    const info = byId.get(s.plan);
    return {
      plan: s.plan as PlanId,
      name: info?.name ?? s.plan,
      priceCents: info?.priceCents ?? 0,
      currency: info?.currency ?? 'AUD',
      subscriptionId: s.providerSubscriptionId,
      status: (hasAccess || s.status !== 'active' ? s.status : 'expired') as BillingStatus,
      hasAccess,
      startedAt: s.createdAt.toISOString(),
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      nextBillingAt: s.status === 'active' ? iso(s.nextBillingAt ?? s.currentPeriodEnd) : null,
      cancelledAt: iso(s.cancelledAt),
      videoMinutesLeft: s.plan === 'video' && hasAccess ? minutesLeft : null,
    };
  };
  const payments: Payment[] = paid.map((p) => ({
    id: p.providerPaymentId,
    plan: p.plan as PlanId,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status as Payment['status'],
    paidAt: p.paidAt.toISOString(),
  }));
  return { provider, plans: subs.map(toPlan), payments };
}
