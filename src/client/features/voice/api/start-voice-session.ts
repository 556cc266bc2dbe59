import type { VoiceStartResponse } from '../../../../shared/voice.ts';
import { apiRequest } from '../../../lib/api.ts';
import { subscriptionHeaders } from '../../../lib/subscription.ts';

/** POST /api/voice-therapy/start; 403 {message} when the trial or plan does not allow a session now. */
export const startVoiceSession = () =>
  apiRequest<VoiceStartResponse>('POST', '/api/voice-therapy/start', {}, subscriptionHeaders());
