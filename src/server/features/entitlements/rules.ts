import { VIDEO_PLAN, VOICE_TRIAL } from '../../../shared/plans.ts';
import type {
  PlanId,
  SubscriptionStatus,
  TrialState,
  UserEntitlementFields,
  VoiceStatus,
} from '../../../shared/entitlements.ts';
import { localDay, type TimeWindow } from './local-day.ts';
import { usedSecondsInWindow, type UsageRecord } from './intervals.ts';

/**
 * Every entitlement rule (spec §4 as resolved by DECISIONS.md §3-§4), as pure functions over plain
 * data, a `now` and a time zone. The repository loads the data; nothing here touches the database.
 */
export const DAY_MS = 86_400_000;
export const TRIAL_LENGTH_MS = VOICE_TRIAL.days * DAY_MS;
export const TRIAL_DAILY_SECONDS = VOICE_TRIAL.minutesPerDay * 60;
export const VIDEO_PERIOD_SECONDS = VIDEO_PLAN.minutesPerMonth * 60;

export interface TrialRecord {
  startedAt: Date;
  endsAt: Date;
}

/** A row of `subscriptions`: it exists only once the server verified it with the payment provider. */
export interface SubscriptionRecord {
  id: string;
  plan: string;
  provider: string;
  providerSubscriptionId: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/** The trial lasts 5 × 24 hours of elapsed time from the moment it started, fixed when it starts. */
export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_LENGTH_MS);
}

export function trialState(trial: TrialRecord | null, now: Date): TrialState {
  if (!trial) return 'inactive';
  return now.getTime() < trial.endsAt.getTime() ? 'active' : 'expired';
}

/** Days (24-hour periods, part days rounded up) left in the trial; the full trial before it starts. */
export function trialDaysRemaining(trial: TrialRecord | null, now: Date): number {
  if (!trial) return VOICE_TRIAL.days;
  return Math.max(0, Math.ceil((trial.endsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Inside the paid period and either active or cancelled: a cancelled plan runs to the end of the period
 * already paid (DECISIONS.md §5a). Suspended, expired or lapsed plans unlock nothing.
 */
export function isSubscriptionCurrent(sub: SubscriptionRecord, now: Date): boolean {
  const t = now.getTime();
  return (
    (sub.status === 'active' || sub.status === 'cancelled') &&
    sub.currentPeriodStart.getTime() <= t &&
    t < sub.currentPeriodEnd.getTime()
  );
}

/**
 * The current subscription for a plan (or any plan). `hint` is the browser's `x-subscription-id`: it
 * only chooses among this owner's own verified rows and never unlocks anything by itself.
 */
export function currentSubscription(
  subs: SubscriptionRecord[],
  now: Date,
  options: { plan?: PlanId; hint?: string | null } = {},
): SubscriptionRecord | null {
  const current = subs
    .filter((s) => isSubscriptionCurrent(s, now) && (!options.plan || s.plan === options.plan))
    .sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime());
  const hinted = options.hint ? current.find((s) => s.providerSubscriptionId === options.hint) : undefined;
  return hinted ?? current[0] ?? null;
}

/** Text chat comes with any active trial or plan; the trial's daily voice minutes do not limit it. */
export function canUseText(trial: TrialRecord | null, subs: SubscriptionRecord[], now: Date): boolean {
  return trialState(trial, now) === 'active' || subs.some((s) => isSubscriptionCurrent(s, now));
}

export interface EntitlementInput {
  now: Date;
  timeZone: string;
  trial: TrialRecord | null;
  subscriptions: SubscriptionRecord[];
  /** Voice sessions touching today's local day (more is harmless). */
  voiceUsage: UsageRecord[];
  /** Video sessions touching the current video billing period (more is harmless). */
  videoUsage: UsageRecord[];
  subscriptionHint?: string | null;
}

export interface VoiceEntitlement {
  trialState: TrialState;
  trialDaysRemaining: number;
  subscription: SubscriptionRecord | null;
  usedSecondsToday: number;
  /** Seconds of voice the owner may still use now; null means unlimited. */
  secondsRemaining: number | null;
  canStartSession: boolean;
}

export function voiceEntitlement(input: EntitlementInput): VoiceEntitlement {
  const { now, trial } = input;
  const subscription = currentSubscription(input.subscriptions, now, { plan: 'voice', hint: input.subscriptionHint });
  const usedSecondsToday = usedSecondsInWindow(input.voiceUsage, localDay(now, input.timeZone), now);
  const state = trialState(trial, now);
  let secondsRemaining: number | null;
  if (subscription) secondsRemaining = null;
  else if (state === 'inactive') secondsRemaining = TRIAL_DAILY_SECONDS;
  else if (state === 'expired') secondsRemaining = 0;
  else {
    const leftInTrial = Math.floor((trial!.endsAt.getTime() - now.getTime()) / 1000);
    secondsRemaining = Math.max(0, Math.min(TRIAL_DAILY_SECONDS - usedSecondsToday, leftInTrial));
  }
  return {
    trialState: state,
    trialDaysRemaining: trialDaysRemaining(trial, now),
    subscription,
    usedSecondsToday,
    secondsRemaining,
    // Before the trial starts the terms must be accepted first, so nothing can start yet.
    canStartSession: subscription !== null || (state === 'active' && (secondsRemaining ?? 0) > 0),
  };
}

export interface VideoEntitlement {
  subscription: SubscriptionRecord | null;
  /** The billing period the minutes belong to; unused minutes do not roll over into the next one. */
  period: TimeWindow | null;
  usedSeconds: number;
  secondsRemaining: number;
  canStartSession: boolean;
}

export function videoEntitlement(input: EntitlementInput): VideoEntitlement {
  const subscription = currentSubscription(input.subscriptions, input.now, { plan: 'video' });
  if (!subscription) return { subscription, period: null, usedSeconds: 0, secondsRemaining: 0, canStartSession: false };
  const period = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
  const usedSeconds = usedSecondsInWindow(input.videoUsage, period, input.now);
  const secondsRemaining = Math.max(0, VIDEO_PERIOD_SECONDS - usedSeconds);
  return { subscription, period, usedSeconds, secondsRemaining, canStartSession: secondsRemaining > 0 };
}

/** Used minutes round down and remaining minutes round up, so the two always add up to the allowance. */
const usedMinutes = (seconds: number) => Math.floor(seconds / 60);
const remainingMinutes = (seconds: number) => Math.ceil(seconds / 60);

export function toVoiceStatus(v: VoiceEntitlement): VoiceStatus {
  return {
    minutesUsed: usedMinutes(v.usedSecondsToday),
    minutesRemaining: v.secondsRemaining === null ? null : remainingMinutes(v.secondsRemaining),
    daysRemaining: v.trialDaysRemaining,
    isTrialActive: v.trialState === 'active',
    canStartSession: v.canStartSession,
    isSubscribed: v.subscription !== null,
    trialStatus: v.trialState,
  };
}

export function subscriptionStatus(input: EntitlementInput): SubscriptionStatus {
  // The voice plan is what the subscribe page sells; report it first, then a video plan.
  const sub =
    currentSubscription(input.subscriptions, input.now, { plan: 'voice', hint: input.subscriptionHint }) ??
    currentSubscription(input.subscriptions, input.now, { plan: 'video', hint: input.subscriptionHint });
  return sub
    ? { isSubscribed: true, subscriptionId: sub.providerSubscriptionId, plan: sub.plan as PlanId }
    : { isSubscribed: false, subscriptionId: null, plan: null };
}

export function userEntitlementFields(input: EntitlementInput): UserEntitlementFields {
  const voice = voiceEntitlement(input);
  const video = videoEntitlement(input);
  const anyCurrent = input.subscriptions.some((s) => isSubscriptionCurrent(s, input.now));
  return {
    monthlyMinutesLimit: VIDEO_PLAN.minutesPerMonth,
    monthlyMinutesUsed: Math.min(VIDEO_PLAN.minutesPerMonth, usedMinutes(video.usedSeconds)),
    subscriptionStatus: anyCurrent ? 'active' : 'inactive',
    voiceMinutesUsed: usedMinutes(voice.usedSecondsToday),
    voiceTrialStatus: voice.trialState,
    videoSubscriptionStatus: video.subscription ? 'active' : 'inactive',
  };
}
