import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listOwnPayments, listOwnSubscriptions } from './repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Plans (with the provider's subscription ids) and every payment recorded for them. */
export const billingData: PersonalDataPart = {
  name: 'billing',
  async collect({ db, ownerId }) {
    const [subscriptions, payments] = await Promise.all([
      listOwnSubscriptions(db, ownerId),
      listOwnPayments(db, ownerId),
    ]);
    return {
      subscriptions: subscriptions.map((s) => ({
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
      payments: payments.map((p) => ({
        paymentId: p.providerPaymentId,
        provider: p.provider,
        plan: p.plan,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status,
        paidAt: p.paidAt.toISOString(),
      })),
    };
  },
};
