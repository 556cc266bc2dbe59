import type { VoiceEndRequest, VoiceEndResponse } from '../../../../shared/voice.ts';
import { apiRequest } from '../../../lib/api.ts';

export const endVoiceSession = (body: VoiceEndRequest) =>
  apiRequest<VoiceEndResponse>('POST', '/api/voice-therapy/end', body);

/**
 * For pages being left without pressing End (tab closed, navigated away): keepalive lets the
 * request outlive the page, so the server stops metering minutes the person is not using.
 */
export function endVoiceSessionOnLeave(body: VoiceEndRequest): void {
  try {
    void fetch('/api/voice-therapy/end', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    /* the server's idle timeout ends it anyway */
  }
}
