import { VIDEO_PLAN, VOICE_TRIAL } from '../../../shared/plans.ts';
import type { Allowance } from '../../../shared/progress.ts';
import { localDay, DAY_MS, videoEntitlement, voiceEntitlement, type EntitlementInput } from '../entitlements/index.ts';

export interface AllowanceView {
  allowance: Allowance;
  minutesRemaining: number | null;
  daysRemaining: number;
}

// The same rounding as the status endpoints: used rounds down, remaining rounds up.
const usedMinutes = (seconds: number) => Math.floor(seconds / 60);
const remainingMinutes = (seconds: number) => Math.ceil(seconds / 60);
const daysUntil = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

/**
 * The minutes that matter for this owner now (see AllowanceKindSchema): a video plan first, since it
 * is the only metered monthly allowance, then an unlimited voice plan, then the voice trial.
 */
export function describeAllowance(input: EntitlementInput): AllowanceView {
  const { now, timeZone, trial } = input;
  const voice = voiceEntitlement(input);
  const video = videoEntitlement(input);
  const base = { timeZone, resetsAt: null, trialEndsAt: null };

  if (video.subscription && video.period) {
    return {
      allowance: {
        ...base,
        kind: 'video-plan',
        minutesUsed: Math.min(VIDEO_PLAN.minutesPerMonth, usedMinutes(video.usedSeconds)),
        minutesLimit: VIDEO_PLAN.minutesPerMonth,
        resetsAt: video.period.end.toISOString(),
      },
      minutesRemaining: remainingMinutes(video.secondsRemaining),
      daysRemaining: daysUntil(video.period.end, now),
    };
  }
  if (voice.subscription) {
    return {
      allowance: { ...base, kind: 'voice-plan', minutesUsed: usedMinutes(voice.usedSecondsToday), minutesLimit: null },
      minutesRemaining: null,
      daysRemaining: daysUntil(voice.subscription.currentPeriodEnd, now),
    };
  }
  const trialEndsAt = trial ? trial.endsAt.toISOString() : null;
  if (voice.trialState === 'active' && trial) {
    const midnight = localDay(now, timeZone).end;
    return {
      allowance: {
        ...base,
        kind: 'trial',
        minutesUsed: Math.min(VOICE_TRIAL.minutesPerDay, usedMinutes(voice.usedSecondsToday)),
        minutesLimit: VOICE_TRIAL.minutesPerDay,
        // On the trial's last day the trial ends before the day's minutes would come back.
        resetsAt: midnight.getTime() < trial.endsAt.getTime() ? midnight.toISOString() : null,
        trialEndsAt,
      },
      minutesRemaining: remainingMinutes(voice.secondsRemaining ?? 0),
      daysRemaining: voice.trialDaysRemaining,
    };
  }
  const kind = voice.trialState === 'expired' ? 'trial-expired' : 'trial-not-started';
  return {
    allowance: {
      ...base,
      kind,
      minutesUsed: usedMinutes(voice.usedSecondsToday),
      minutesLimit: VOICE_TRIAL.minutesPerDay,
      trialEndsAt,
    },
    minutesRemaining: kind === 'trial-expired' ? 0 : VOICE_TRIAL.minutesPerDay,
    daysRemaining: voice.trialDaysRemaining,
  };
}
