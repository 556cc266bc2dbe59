import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceStatus } from '../../../shared/entitlements.ts';
import { ApiError, apiGet } from '../../lib/api.ts';

/** Shares the home card's cache entry, so it keeps the same shape: null when the server has no voice feature. */
export async function getVoiceStatus(): Promise<VoiceStatus | null> {
  try {
    return await apiGet<VoiceStatus>('/api/voice-therapy/status');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getVoiceStatusQueryOptions = () => queryOptions({ queryKey: ['/api/voice-therapy/status'], queryFn: getVoiceStatus });

/** Read again on each visit: minutes used in a voice session elsewhere do not refresh this cache. */
export const useVoiceStatus = () => useQuery({ ...getVoiceStatusQueryOptions(), refetchOnMount: 'always' });
