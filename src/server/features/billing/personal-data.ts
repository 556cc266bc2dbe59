import { payments, subscriptions, testModeSubscriptions } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listOwnPayments, listOwnSubscriptions, listOwnTestCheckouts } from './repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Plans (with the provider's subscription ids), every payment recorded for them, and the local
 * test-mode provider's own records of test checkouts (what PayPal would hold; no money moved).
 */
export const billingData: PersonalDataPart = {
  name: 'billing',
  tables: [subscriptions, payments, testModeSubscriptions],
  async collect({ db, ownerId }) {
    const [plans, paid, testCheckouts] = await Promise.all([
      listOwnSubscriptions(db, ownerId),
      listOwnPayments(db, ownerId),
      listOwnTestCheckouts(db, ownerId),
    ]);
    return {
      subscriptions: plans.map((s) => ({
        plan: s.plan,
        provider: s.provider,
        subscriptionId: s.providerSubscriptionId,
        status: s.status,
        currentPeriodStart: s.currentPeriodStart.toISOString(),
        currentPeriodEnd: s.currentPeriodEnd.toISOString(),
        nextBillingAt: iso(s.nextBillingAt),
        cancelledAt: iso(s.cancelledAt),
        createdAt: s.createdAt.toISOString(),
      })),
      payments: paid.map((p) => ({
        paymentId: p.providerPaymentId,
        provider: p.provider,
        plan: p.plan,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status,
        paidAt: p.paidAt.toISOString(),
      })),
      testCheckouts: testCheckouts.map((c) => ({
        subscriptionId: c.id,
        providerPlanId: c.providerPlanId,
        status: c.status,
        startedAt: c.startedAt.toISOString(),
        nextBillingAt: iso(c.nextBillingAt),
        statusUpdatedAt: c.statusUpdatedAt.toISOString(),
      })),
    };
  },
};
