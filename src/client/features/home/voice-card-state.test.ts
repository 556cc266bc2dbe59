import { describe, expect, it } from 'vitest';
import type { VoiceStatus } from '../../../shared/entitlements.ts';
import { voiceCardState } from './voice-card-state.ts';

const base: VoiceStatus = {
  minutesUsed: 0,
  minutesRemaining: 60,
  daysRemaining: 5,
  isTrialActive: false,
  canStartSession: false,
  isSubscribed: false,
  trialStatus: 'inactive',
};

describe('voiceCardState', () => {
  it('waits while loading', () => expect(voiceCardState(undefined, true)).toBe('loading'));
  it('offers the trial when the status is missing or not started', () => {
    expect(voiceCardState(null, false)).toBe('inactive');
    expect(voiceCardState(undefined, false)).toBe('inactive');
    expect(voiceCardState(base, false)).toBe('inactive');
  });
  it('shows an active trial', () => {
    expect(voiceCardState({ ...base, trialStatus: 'active', isTrialActive: true, minutesUsed: 12 }, false)).toBe(
      'active',
    );
  });
  it('shows an expired trial', () => {
    expect(voiceCardState({ ...base, trialStatus: 'expired', daysRemaining: 0 }, false)).toBe('expired');
  });
  it('a voice plan wins over the trial state', () => {
    expect(voiceCardState({ ...base, trialStatus: 'expired', isSubscribed: true, minutesRemaining: null }, false)).toBe(
      'subscribed',
    );
  });
});
