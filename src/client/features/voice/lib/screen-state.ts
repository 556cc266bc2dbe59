import type { VoiceStatus } from '../../../../shared/entitlements.ts';

export type VoiceScreenState = 'loading' | 'active' | 'daily_limit' | 'expired' | 'not_started';

/**
 * Spec §4 voice screen states. Extra to the spec: a visitor who never accepted the terms is
 * 'not_started' (offer the trial) rather than 'expired', which would tell them something false.
 */
export function voiceScreenState(status: VoiceStatus | undefined, failed: boolean): VoiceScreenState {
  if (failed) return 'active';
  if (!status) return 'loading';
  if (status.isSubscribed) return 'active';
  if (!status.isTrialActive) return status.trialStatus === 'inactive' ? 'not_started' : 'expired';
  if (!status.canStartSession) return 'daily_limit';
  return 'active';
}

/** The hint under the record button (spec §8), when recording is not possible for a trial reason. */
export function blockedHint(state: VoiceScreenState, canStart: boolean): string | null {
  if (state === 'expired') return 'Free trial expired - Subscribe to continue';
  if (state === 'daily_limit') return 'Daily limit reached - Try again tomorrow';
  if (state === 'not_started' || !canStart) return 'Cannot start session';
  return null;
}
