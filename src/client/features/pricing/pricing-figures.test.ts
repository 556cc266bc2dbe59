import { describe, expect, it } from 'vitest';
import { formatAud } from '../../../shared/plans.ts';
import { CLAIMED_SAVING_PERCENT, videoPerHour, videoPerMinute, voiceSavingRange } from './pricing-figures.ts';

describe('pricing figures', () => {
  it('gives the video plan per minute and per hour as the spec states them', () => {
    expect(formatAud(videoPerMinute, 2)).toBe('$1.06');
    expect(formatAud(videoPerHour, 2)).toBe('$63.33');
  });

  it('keeps "savings of up to 85%" true: a month of voice against one traditional session', () => {
    expect(voiceSavingRange).toEqual({ min: 80, max: 90 });
    expect(CLAIMED_SAVING_PERCENT).toBeLessThanOrEqual(voiceSavingRange.max);
  });
});
