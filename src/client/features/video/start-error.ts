import { VIDEO_CREDITS_MESSAGE } from '../../../shared/video.ts';
import { ApiError } from '../../lib/api.ts';

const PREFIX = 'Unable to start video session: ';

/** Spec §8: 402 (out of conversational credits) has its own words; anything else is prefixed. */
export function startErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 402) return VIDEO_CREDITS_MESSAGE;
  const message =
    error instanceof ApiError ? error.userMessage : error instanceof Error ? error.message : 'unknown error';
  return message.startsWith(PREFIX) ? message : `${PREFIX}${message}`;
}
