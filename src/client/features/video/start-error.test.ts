import { describe, expect, it } from 'vitest';
import { VIDEO_CREDITS_MESSAGE } from '../../../shared/video.ts';
import { ApiError } from '../../lib/api.ts';
import { startErrorText } from './start-error.ts';

describe('startErrorText (spec §8 video errors)', () => {
  it('gives the usage-limits message for a 402', () => {
    expect(startErrorText(new ApiError(402, '{"message":"out of conversational credits"}', ''))).toBe(
      VIDEO_CREDITS_MESSAGE,
    );
  });
  it('prefixes other messages once', () => {
    expect(startErrorText(new ApiError(403, '{"message":"Video sessions need a plan."}', ''))).toBe(
      'Unable to start video session: Video sessions need a plan.',
    );
    expect(startErrorText(new ApiError(502, '{"message":"Unable to start video session: down."}', ''))).toBe(
      'Unable to start video session: down.',
    );
    expect(startErrorText(new Error('No conversation link came back.'))).toBe(
      'Unable to start video session: No conversation link came back.',
    );
  });
});
