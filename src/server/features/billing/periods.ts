import type { BillingStatus } from '../../../shared/billing.ts';
import type { ProviderSubscription } from './provider.ts';

/** The same day next month, clamped to the month's last day (31 January → 28 or 29 February). */
export function addMonth(from: Date): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const ACTIVATABLE = new Set(['ACTIVE', 'APPROVED']);

const STATUS: Record<string, BillingStatus> = {
  ACTIVE: 'active',
  APPROVED: 'active',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

export interface SubscriptionState {
  status: BillingStatus;
  providerStatus: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  nextBillingAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * Our record of a subscription from what the provider says now. The paid period runs from the last
 * payment to the next billing time. A cancelled subscription keeps the period it already paid for
 * (PayPal stops reporting a next billing time once cancelled), so access lasts until that period ends.
 */
export function stateFromProvider(
  snap: ProviderSubscription,
  previous: Pick<SubscriptionState, 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelledAt'> | null,
  now: Date,
): SubscriptionState {
  const status = STATUS[snap.status] ?? 'suspended';
  const paidFrom = snap.lastPaymentTime ?? snap.startTime ?? previous?.currentPeriodStart ?? now;
  const fresh = { start: paidFrom, end: snap.nextBillingTime ?? addMonth(paidFrom) };
  const keepPrevious = status !== 'active' && previous !== null;
  return {
    status,
    providerStatus: snap.status,
    currentPeriodStart: keepPrevious ? previous.currentPeriodStart : fresh.start,
    currentPeriodEnd: keepPrevious ? previous.currentPeriodEnd : fresh.end,
    nextBillingAt: status === 'active' ? snap.nextBillingTime : null,
    cancelledAt: status === 'cancelled' ? (previous?.cancelledAt ?? snap.statusUpdateTime ?? now) : null,
  };
}
