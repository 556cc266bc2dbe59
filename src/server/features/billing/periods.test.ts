import { describe, expect, it } from 'vitest';
import { addMonth, stateFromProvider } from './periods.ts';
import type { ProviderSubscription } from './provider.ts';

const at = (iso: string) => new Date(iso);
const snap = (overrides: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'I-1',
  planId: 'P-1',
  status: 'ACTIVE',
  startTime: at('2026-03-01T00:00:00Z'),
  nextBillingTime: at('2026-04-01T00:00:00Z'),
  lastPaymentTime: at('2026-03-01T00:05:00Z'),
  statusUpdateTime: at('2026-03-01T00:05:00Z'),
  ...overrides,
});
const now = at('2026-03-10T00:00:00Z');

describe('addMonth', () => {
  it('keeps the day of the month, clamped to the month’s last day', () => {
    expect(addMonth(at('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(addMonth(at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(at('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('stateFromProvider', () => {
  it('an active subscription is paid from its last payment to its next billing time', () => {
    expect(stateFromProvider(snap(), null, now)).toMatchObject({
      status: 'active',
      currentPeriodStart: at('2026-03-01T00:05:00Z'),
      currentPeriodEnd: at('2026-04-01T00:00:00Z'),
      nextBillingAt: at('2026-04-01T00:00:00Z'),
      cancelledAt: null,
    });
  });

  it('a cancelled one keeps the period already paid and records when it was cancelled', () => {
    const previous = stateFromProvider(snap(), null, now);
    const cancelled = stateFromProvider(
      snap({ status: 'CANCELLED', nextBillingTime: null, statusUpdateTime: at('2026-03-09T00:00:00Z') }),
      previous,
      now,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      currentPeriodEnd: at('2026-04-01T00:00:00Z'),
      nextBillingAt: null,
      cancelledAt: at('2026-03-09T00:00:00Z'),
    });
  });

  it('suspended, expired and unknown statuses unlock nothing', () => {
    expect(stateFromProvider(snap({ status: 'SUSPENDED' }), null, now).status).toBe('suspended');
    expect(stateFromProvider(snap({ status: 'EXPIRED' }), null, now).status).toBe('expired');
    expect(stateFromProvider(snap({ status: 'SOMETHING_NEW' }), null, now).status).toBe('suspended');
  });

  it('without a next billing time the period is one month from the payment', () => {
    expect(
      stateFromProvider(snap({ status: 'APPROVED', nextBillingTime: null, lastPaymentTime: null }), null, now)
        .currentPeriodEnd,
    ).toEqual(at('2026-04-01T00:00:00Z'));
  });
});
