import type { VoiceStatus } from '../../../shared/entitlements.ts';

export type VoiceCardState = 'loading' | 'subscribed' | 'active' | 'expired' | 'inactive';

/**
 * Spec §4 voice trial on the home page, with DECISIONS §3: a trial that has not started offers
 * 'Start Free Trial' through the terms dialog. A status we cannot read falls back to that offer.
 */
export function voiceCardState(status: VoiceStatus | null | undefined, isLoading: boolean): VoiceCardState {
  if (isLoading) return 'loading';
  if (!status) return 'inactive';
  if (status.isSubscribed) return 'subscribed';
  if (status.trialStatus === 'active' || status.isTrialActive) return 'active';
  if (status.trialStatus === 'expired') return 'expired';
  return 'inactive';
}
