import { describe, expect, it } from 'vitest';
import type { VoiceStatus } from '../../../../shared/entitlements.ts';
import { blockedHint, voiceScreenState } from './screen-state.ts';

const base: VoiceStatus = {
  minutesUsed: 0,
  minutesRemaining: 60,
  daysRemaining: 5,
  isTrialActive: true,
  canStartSession: true,
  isSubscribed: false,
  trialStatus: 'active',
};

describe('voiceScreenState (spec §4)', () => {
  it('is loading until the status arrives, and active when the status call fails', () => {
    expect(voiceScreenState(undefined, false)).toBe('loading');
    expect(voiceScreenState(undefined, true)).toBe('active');
  });

  it('is active for a subscriber even without a trial', () => {
    expect(voiceScreenState({ ...base, isSubscribed: true, isTrialActive: false, trialStatus: 'expired' }, false)).toBe(
      'active',
    );
  });

  it('is expired when the trial ended, and not_started before the terms were accepted', () => {
    expect(
      voiceScreenState({ ...base, isTrialActive: false, canStartSession: false, trialStatus: 'expired' }, false),
    ).toBe('expired');
    expect(
      voiceScreenState({ ...base, isTrialActive: false, canStartSession: false, trialStatus: 'inactive' }, false),
    ).toBe('not_started');
  });

  it('is daily_limit when the trial is active but no session can start', () => {
    expect(voiceScreenState({ ...base, canStartSession: false, minutesRemaining: 0 }, false)).toBe('daily_limit');
    expect(voiceScreenState(base, false)).toBe('active');
  });
});

describe('blockedHint (spec §8)', () => {
  it('gives the exact hint for each blocked state', () => {
    expect(blockedHint('expired', false)).toBe('Free trial expired - Subscribe to continue');
    expect(blockedHint('daily_limit', false)).toBe('Daily limit reached - Try again tomorrow');
    expect(blockedHint('active', false)).toBe('Cannot start session');
    expect(blockedHint('active', true)).toBeNull();
  });
});
