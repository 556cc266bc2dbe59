import { describe, expect, it } from 'vitest';
import type { EntitlementInput, SubscriptionRecord } from '../entitlements/rules.ts';
import { describeAllowance } from './allowance.ts';

const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60;

function input(overrides: Partial<EntitlementInput>): EntitlementInput {
  return {
    now: at('2026-03-10T03:00:00Z'),
    timeZone: SYDNEY,
    trial: null,
    subscriptions: [],
    voiceUsage: [],
    videoUsage: [],
    ...overrides,
  };
}

function subscription(plan: 'voice' | 'video', start: string, end: string): SubscriptionRecord {
  return {
    id: `sub_${plan}`,
    plan,
    provider: 'paypal',
    providerSubscriptionId: `P-${plan}`,
    status: 'active',
    currentPeriodStart: at(start),
    currentPeriodEnd: at(end),
  };
}

// 2026-03-08 11:00 in Sydney (AEDT, UTC+11); the trial runs 5 × 24 h to 2026-03-13 11:00 Sydney time.
const trial = { startedAt: at('2026-03-08T00:00:00Z'), endsAt: at('2026-03-13T00:00:00Z') };

describe('describeAllowance', () => {
  it('before the trial starts: the full daily allowance and 5 days, nothing resets', () => {
    const view = describeAllowance(input({}));
    expect(view).toEqual({
      allowance: {
        kind: 'trial-not-started',
        minutesUsed: 0,
        minutesLimit: 60,
        resetsAt: null,
        trialEndsAt: null,
        timeZone: SYDNEY,
      },
      minutesRemaining: 60,
      daysRemaining: 5,
    });
  });

  it('during the trial: voice minutes used today of 60, reset at the next midnight in Sydney', () => {
    const voiceUsage = [
      {
        startedAt: at('2026-03-10T02:00:00Z'),
        lastSeenAt: at('2026-03-10T02:10:00Z'),
        endedAt: at('2026-03-10T02:10:00Z'),
        seconds: minutes(10),
      },
    ];
    const view = describeAllowance(input({ trial, voiceUsage }));
    expect(view.allowance).toEqual({
      kind: 'trial',
      minutesUsed: 10,
      minutesLimit: 60,
      // 2026-03-11 00:00 in Sydney.
      resetsAt: '2026-03-10T13:00:00.000Z',
      trialEndsAt: '2026-03-13T00:00:00.000Z',
      timeZone: SYDNEY,
    });
    expect(view.minutesRemaining).toBe(50);
    expect(view.daysRemaining).toBe(3);
  });

  it("counts the day in the owner's own zone", () => {
    const view = describeAllowance(input({ trial, timeZone: 'Australia/Perth' }));
    // 2026-03-11 00:00 in Perth (UTC+8).
    expect(view.allowance.resetsAt).toBe('2026-03-10T16:00:00.000Z');
  });

  it('on the last trial day the trial ends before midnight: no reset date', () => {
    const view = describeAllowance(input({ trial, now: at('2026-03-12T20:00:00Z') }));
    expect(view.allowance.kind).toBe('trial');
    expect(view.allowance.resetsAt).toBeNull();
    expect(view.daysRemaining).toBe(1);
    expect(view.minutesRemaining).toBe(60);
    // Half an hour before the trial ends, only that half hour is left.
    expect(describeAllowance(input({ trial, now: at('2026-03-12T23:30:00Z') })).minutesRemaining).toBe(30);
  });

  it('after the trial: nothing remains', () => {
    const view = describeAllowance(input({ trial, now: at('2026-03-14T00:00:00Z') }));
    expect(view.allowance.kind).toBe('trial-expired');
    expect(view.minutesRemaining).toBe(0);
    expect(view.daysRemaining).toBe(0);
    expect(view.allowance.resetsAt).toBeNull();
  });

  it('on the video plan: minutes this billing period of 90, reset at the period end', () => {
    const videoUsage = [
      {
        startedAt: at('2026-03-09T01:00:00Z'),
        lastSeenAt: at('2026-03-09T01:25:00Z'),
        endedAt: at('2026-03-09T01:25:00Z'),
        seconds: minutes(25),
      },
    ];
    const view = describeAllowance(
      input({
        trial,
        videoUsage,
        subscriptions: [subscription('video', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')],
      }),
    );
    expect(view.allowance).toMatchObject({
      kind: 'video-plan',
      minutesUsed: 25,
      minutesLimit: 90,
      resetsAt: '2026-03-31T00:00:00.000Z',
    });
    expect(view.minutesRemaining).toBe(65);
    expect(view.daysRemaining).toBe(21);
  });

  it('on the voice plan: unlimited, so no limit and no minutes remaining figure', () => {
    const view = describeAllowance(
      input({ subscriptions: [subscription('voice', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')] }),
    );
    expect(view.allowance).toMatchObject({ kind: 'voice-plan', minutesLimit: null, resetsAt: null });
    expect(view.minutesRemaining).toBeNull();
    expect(view.daysRemaining).toBe(21);
  });

  it('with both plans the metered video allowance is the one shown', () => {
    const subs = [
      subscription('voice', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z'),
      subscription('video', '2026-03-05T00:00:00Z', '2026-04-05T00:00:00Z'),
    ];
    expect(describeAllowance(input({ subscriptions: subs })).allowance.kind).toBe('video-plan');
  });

  it('a lapsed plan counts for nothing', () => {
    const view = describeAllowance(
      input({ subscriptions: [subscription('video', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z')] }),
    );
    expect(view.allowance.kind).toBe('trial-not-started');
  });
});
