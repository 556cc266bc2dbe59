import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceStatus } from '../../../shared/entitlements.ts';
import { ApiError, apiGet } from '../../lib/api.ts';

/** GET /api/voice-therapy/status; null when the server does not offer it (the card then shows the trial offer). */
export async function getVoiceStatus(): Promise<VoiceStatus | null> {
  try {
    return await apiGet<VoiceStatus>('/api/voice-therapy/status');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getVoiceStatusQueryOptions = () => queryOptions({ queryKey: ['/api/voice-therapy/status'], queryFn: getVoiceStatus });

export const useVoiceStatus = () => useQuery(getVoiceStatusQueryOptions());
