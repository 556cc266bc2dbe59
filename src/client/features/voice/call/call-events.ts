import { ServerEventSchema, type ServerEvent } from '../../../../shared/realtime.ts';
import { voiceCloseCodes } from '../../../../shared/voice.ts';

export interface CallFailure {
  /** 'server_error' may be temporary (spec §8); others name what went wrong. */
  type: string;
  message: string;
}

export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A close the call cannot recover from by reconnecting, as a failure to show. */
export function closeFailure(code: number, reason: string): CallFailure | null {
  switch (code) {
    case voiceCloseCodes.limitReached:
      return {
        type: 'limit_reached',
        message: reason || "You've used your voice minutes for now, so the call has ended.",
      };
    case voiceCloseCodes.replaced:
      return { type: 'replaced', message: 'This call continued in another tab or window.' };
    case voiceCloseCodes.notFound:
      return { type: 'session_ended', message: 'This voice session has ended or could not be found.' };
    case voiceCloseCodes.unauthenticated:
      return {
        type: 'unauthenticated',
        message: 'We could not confirm who you are. Please reload the page and try again.',
      };
    case voiceCloseCodes.policy:
    case voiceCloseCodes.tooBig:
      return {
        type: 'invalid_request_error',
        message: reason || 'The call was closed because of a problem with the audio sent.',
      };
    default:
      return null;
  }
}

/** Errors that come from something this client sent, and do not end the call. */
export const isRecoverableError = (type: string) => type === 'invalid_request_error';

export const CONNECT_FAILED: CallFailure = {
  type: 'connect_failed',
  message: "We couldn't connect your call. Check your internet connection and try again.",
};
