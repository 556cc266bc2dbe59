import type { VoiceHeartbeatResponse } from '../../../../shared/voice.ts';
import { apiRequest } from '../../../lib/api.ts';

export const sendHeartbeat = (voiceSessionId: string) =>
  apiRequest<VoiceHeartbeatResponse>('POST', '/api/voice-therapy/heartbeat', { voiceSessionId });
