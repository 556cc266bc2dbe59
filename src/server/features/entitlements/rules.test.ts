import { describe, expect, it } from 'vitest';
import type { UsageRecord } from './intervals.ts';
import {
  canUseText,
  subscriptionStatus,
  toVoiceStatus,
  trialEndsAt,
  userEntitlementFields,
  voiceEntitlement,
  videoEntitlement,
  type EntitlementInput,
  type SubscriptionRecord,
  type TrialRecord,
} from './rules.ts';

const SYD = 'Australia/Sydney';
const MIN = 60_000;
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const trialFrom = (iso: string): TrialRecord => ({ startedAt: at(iso), endsAt: trialEndsAt(at(iso)) });
const used = (fromIso: string, minutes: number): UsageRecord => {
  const startedAt = at(fromIso);
  const endedAt = new Date(startedAt.getTime() + minutes * MIN);
  return { startedAt, lastSeenAt: endedAt, endedAt, seconds: minutes * 60 };
};
const sub = (plan: string, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: `sub_${plan}`,
  plan,
  provider: 'paypal',
  providerSubscriptionId: `I-${plan.toUpperCase()}`,
  status: 'active',
  currentPeriodStart: at('2026-03-01T00:00:00Z'),
  currentPeriodEnd: at('2026-04-01T00:00:00Z'),
  ...overrides,
});
const input = (over: Partial<EntitlementInput>): EntitlementInput => ({
  now: at('2026-03-11T01:00:00Z'), // 12:00 in Sydney
  timeZone: SYD,
  trial: null,
  subscriptions: [],
  voiceUsage: [],
  videoUsage: [],
  ...over,
});
const voice = (over: Partial<EntitlementInput>) => toVoiceStatus(voiceEntitlement(input(over)));

describe('voice trial states (home: inactive / active / expired)', () => {
  it('inactive before the terms are accepted: nothing can start yet', () => {
    expect(voice({})).toEqual({
      minutesUsed: 0,
      minutesRemaining: 60,
      daysRemaining: 5,
      isTrialActive: false,
      canStartSession: false,
      isSubscribed: false,
      trialStatus: 'inactive',
    });
  });

  it('active on the first day with the full 60 minutes', () => {
    const s = voice({ trial: trialFrom('2026-03-11T00:00:00Z') });
    expect(s).toMatchObject({
      trialStatus: 'active',
      isTrialActive: true,
      canStartSession: true,
      minutesUsed: 0,
      minutesRemaining: 60,
      daysRemaining: 5,
    });
  });

  it('expires at exactly 5 days after it started, not a millisecond earlier', () => {
    const trial = trialFrom('2026-03-06T01:00:00Z');
    expect(trial.endsAt.toISOString()).toBe('2026-03-11T01:00:00.000Z');
    const justBefore = voice({ trial, now: new Date(trial.endsAt.getTime() - 1) });
    expect(justBefore).toMatchObject({ trialStatus: 'active', isTrialActive: true, daysRemaining: 1 });
    const minuteBefore = voice({ trial, now: new Date(trial.endsAt.getTime() - MIN) });
    expect(minuteBefore).toMatchObject({ canStartSession: true, minutesRemaining: 1 });
    const atEnd = voice({ trial, now: trial.endsAt });
    expect(atEnd).toMatchObject({
      trialStatus: 'expired',
      isTrialActive: false,
      canStartSession: false,
      daysRemaining: 0,
      minutesRemaining: 0,
    });
  });

  it('counts days remaining in 24-hour steps', () => {
    const trial = trialFrom('2026-03-11T00:00:00Z');
    expect(voice({ trial, now: new Date(trial.startedAt.getTime() + DAY) }).daysRemaining).toBe(4);
    expect(voice({ trial, now: new Date(trial.startedAt.getTime() + DAY + 1) }).daysRemaining).toBe(4);
    expect(voice({ trial, now: new Date(trial.startedAt.getTime() + DAY - 1) }).daysRemaining).toBe(5);
  });

  it('never offers more minutes than the trial has left', () => {
    const trial = trialFrom('2026-03-06T01:20:00Z'); // ends 20 minutes after now
    expect(voice({ trial })).toMatchObject({ minutesRemaining: 20, canStartSession: true });
  });
});

describe('voice trial daily limit (voice screen: daily_limit)', () => {
  const trial = trialFrom('2026-03-10T00:00:00Z');

  it('blocks a new session once 60 minutes are used today', () => {
    const s = voice({ trial, voiceUsage: [used('2026-03-10T22:00:00Z', 60)] });
    expect(s).toMatchObject({ isTrialActive: true, canStartSession: false, minutesUsed: 60, minutesRemaining: 0 });
  });

  it('rounds used minutes down and remaining up so they add up to 60', () => {
    const s = voice({ trial, voiceUsage: [{ ...used('2026-03-10T22:00:00Z', 0), seconds: 59 * 60 + 30 }] });
    expect(s).toMatchObject({ minutesUsed: 59, minutesRemaining: 1, canStartSession: true });
  });

  it('two tabs at the same time use wall-clock minutes once, not twice', () => {
    const tabs = [used('2026-03-10T22:00:00Z', 40), used('2026-03-10T22:00:00Z', 40)];
    expect(voice({ trial, voiceUsage: tabs })).toMatchObject({
      minutesUsed: 40,
      minutesRemaining: 20,
      canStartSession: true,
    });
  });

  it('a stale session (no heartbeat for over 2 minutes) counts only to its last heartbeat', () => {
    const stale: UsageRecord = {
      startedAt: at('2026-03-11T00:00:00Z'),
      lastSeenAt: at('2026-03-11T00:10:00Z'),
      endedAt: null,
      seconds: 600,
    };
    expect(voice({ trial, voiceUsage: [stale] })).toMatchObject({ minutesUsed: 10, canStartSession: true });
  });

  it('resets at midnight in Sydney, not at midnight UTC', () => {
    // Yesterday 22:00-23:00 Sydney (11:00-12:00 UTC on the 10th) does not count on the 11th.
    const yesterday = used('2026-03-10T11:00:00Z', 60);
    expect(voice({ trial, voiceUsage: [yesterday] })).toMatchObject({ minutesUsed: 0, canStartSession: true });
    // 00:30-01:30 Sydney on the 11th is today in Sydney but still the 10th in London.
    const earlyToday = used('2026-03-10T13:30:00Z', 60);
    expect(voice({ trial, voiceUsage: [earlyToday] }).minutesUsed).toBe(60);
    expect(voice({ trial, voiceUsage: [earlyToday], timeZone: 'Europe/London' }).minutesUsed).toBe(0);
  });

  it('splits a session spanning midnight by its overlap with each day', () => {
    const acrossMidnight = used('2026-03-10T12:30:00Z', 60); // 23:30 to 00:30 Sydney
    expect(voice({ trial, voiceUsage: [acrossMidnight] }).minutesUsed).toBe(30);
    expect(voice({ trial, voiceUsage: [acrossMidnight], now: at('2026-03-10T12:50:00Z') }).minutesUsed).toBe(30);
  });

  it('uses the real 25-hour day when daylight saving ends (5 April 2026)', () => {
    const dstTrial = trialFrom('2026-04-03T00:00:00Z');
    const lateOnTheLongDay = used('2026-04-05T13:30:00Z', 30); // 23:30-24:00 AEST on 5 April
    const now = at('2026-04-05T13:59:00Z');
    expect(voice({ trial: dstTrial, now, voiceUsage: [lateOnTheLongDay] }).minutesUsed).toBe(30);
    expect(
      voice({ trial: dstTrial, now: at('2026-04-05T14:00:00Z'), voiceUsage: [lateOnTheLongDay] }).minutesUsed,
    ).toBe(0);
  });

  it('uses the real 23-hour day when daylight saving starts (4 October 2026)', () => {
    const dstTrial = trialFrom('2026-10-02T00:00:00Z');
    const usage = used('2026-10-04T12:30:00Z', 60); // 23:30 AEDT on the 4th to 00:30 on the 5th
    expect(voice({ trial: dstTrial, now: at('2026-10-04T12:59:00Z'), voiceUsage: [usage] }).minutesUsed).toBe(30);
    expect(voice({ trial: dstTrial, now: at('2026-10-04T13:40:00Z'), voiceUsage: [usage] }).minutesUsed).toBe(30);
  });
});

describe('voice plan (30 AUD/month, unlimited)', () => {
  it('is unlimited while active and inside its period, even after the trial expired', () => {
    const s = voice({
      trial: trialFrom('2026-02-01T00:00:00Z'),
      subscriptions: [sub('voice')],
      voiceUsage: [used('2026-03-10T22:00:00Z', 120)],
    });
    expect(s).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
      minutesRemaining: null,
      minutesUsed: 120,
      trialStatus: 'expired',
    });
  });

  it('a cancelled plan keeps working until the end of the period already paid', () => {
    expect(voice({ subscriptions: [sub('voice', { status: 'cancelled' })] })).toMatchObject({
      isSubscribed: true,
      canStartSession: true,
    });
    const lapsed = sub('voice', { status: 'cancelled', currentPeriodEnd: at('2026-03-11T01:00:00Z') });
    expect(voice({ subscriptions: [lapsed] })).toMatchObject({ isSubscribed: false, canStartSession: false });
  });

  it('unlocks nothing when suspended, pending, expired or past its period', () => {
    for (const s of [
      sub('voice', { status: 'suspended' }),
      sub('voice', { status: 'pending' }),
      sub('voice', { status: 'expired' }),
      sub('voice', { currentPeriodEnd: at('2026-03-11T01:00:00Z') }),
    ]) {
      expect(voice({ subscriptions: [s] })).toMatchObject({ isSubscribed: false, canStartSession: false });
    }
  });

  it('a video plan does not make voice unlimited', () => {
    expect(voice({ subscriptions: [sub('video')] }).isSubscribed).toBe(false);
  });
});

describe('x-subscription-id header', () => {
  it('a spoofed id unlocks nothing: only the owner’s own verified rows reach the rules', () => {
    expect(voice({ subscriptionHint: 'I-STOLEN-OR-INVENTED' })).toMatchObject({
      isSubscribed: false,
      canStartSession: false,
    });
    expect(subscriptionStatus(input({ subscriptionHint: 'I-STOLEN-OR-INVENTED' }))).toEqual({
      isSubscribed: false,
      subscriptionId: null,
      plan: null,
    });
  });

  it('only chooses among the owner’s own current subscriptions', () => {
    const a = sub('voice', { providerSubscriptionId: 'I-A', currentPeriodEnd: at('2026-04-01T00:00:00Z') });
    const b = sub('voice', { providerSubscriptionId: 'I-B', currentPeriodEnd: at('2026-03-20T00:00:00Z') });
    expect(subscriptionStatus(input({ subscriptions: [a, b] })).subscriptionId).toBe('I-A');
    expect(subscriptionStatus(input({ subscriptions: [a, b], subscriptionHint: 'I-B' })).subscriptionId).toBe('I-B');
    const lapsed = sub('voice', { providerSubscriptionId: 'I-OLD', status: 'expired' });
    expect(subscriptionStatus(input({ subscriptions: [lapsed], subscriptionHint: 'I-OLD' })).isSubscribed).toBe(false);
  });
});

describe('video plan (95 AUD/month, 90 minutes per billing period)', () => {
  const video = sub('video');

  it('needs an active video subscription', () => {
    expect(videoEntitlement(input({}))).toMatchObject({ canStartSession: false, secondsRemaining: 0 });
  });

  it('allows sessions until 90 minutes of the period are used', () => {
    expect(
      videoEntitlement(input({ subscriptions: [video], videoUsage: [used('2026-03-05T00:00:00Z', 89)] })),
    ).toMatchObject({
      canStartSession: true,
      secondsRemaining: 60,
    });
    expect(
      videoEntitlement(input({ subscriptions: [video], videoUsage: [used('2026-03-05T00:00:00Z', 90)] })),
    ).toMatchObject({
      canStartSession: false,
      secondsRemaining: 0,
    });
  });

  it('does not roll unused minutes over, and last period’s use does not count', () => {
    const renewed = sub('video', {
      currentPeriodStart: at('2026-03-01T00:00:00Z'),
      currentPeriodEnd: at('2026-04-01T00:00:00Z'),
    });
    const lastPeriod = used('2026-02-27T00:00:00Z', 10);
    const v = videoEntitlement(input({ subscriptions: [renewed], videoUsage: [lastPeriod] }));
    expect(v.secondsRemaining).toBe(90 * 60);
    // A session straddling the renewal counts only its part inside this period.
    const straddling = used('2026-02-28T23:50:00Z', 30);
    expect(videoEntitlement(input({ subscriptions: [renewed], videoUsage: [straddling] })).usedSeconds).toBe(20 * 60);
  });
});

describe('userEntitlementFields (GET /api/auth/user)', () => {
  it('reports defaults for someone with nothing', () => {
    expect(userEntitlementFields(input({}))).toEqual({
      monthlyMinutesLimit: 90,
      monthlyMinutesUsed: 0,
      subscriptionStatus: 'inactive',
      voiceMinutesUsed: 0,
      voiceTrialStatus: 'inactive',
      videoSubscriptionStatus: 'inactive',
    });
  });

  it('reports trial, today’s voice minutes and the video period’s minutes', () => {
    const fields = userEntitlementFields(
      input({
        trial: trialFrom('2026-03-10T00:00:00Z'),
        subscriptions: [sub('video')],
        voiceUsage: [used('2026-03-10T22:00:00Z', 25)],
        videoUsage: [used('2026-03-05T00:00:00Z', 30)],
      }),
    );
    expect(fields).toEqual({
      monthlyMinutesLimit: 90,
      monthlyMinutesUsed: 30,
      subscriptionStatus: 'active',
      voiceMinutesUsed: 25,
      voiceTrialStatus: 'active',
      videoSubscriptionStatus: 'active',
    });
  });
});

describe('text chat (any active trial or plan)', () => {
  const now = at('2026-03-11T01:00:00Z');
  it('is open during an active trial, even at the daily voice limit, and with any current plan', () => {
    expect(canUseText(trialFrom('2026-03-10T00:00:00Z'), [], now)).toBe(true);
    expect(canUseText(null, [sub('voice')], now)).toBe(true);
    expect(canUseText(null, [sub('video')], now)).toBe(true);
  });
  it('is closed with no trial, an expired trial or a lapsed plan', () => {
    expect(canUseText(null, [], now)).toBe(false);
    expect(canUseText(trialFrom('2026-03-01T00:00:00Z'), [], now)).toBe(false);
    expect(canUseText(null, [sub('voice', { status: 'suspended' })], now)).toBe(false);
  });
});
