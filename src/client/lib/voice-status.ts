import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceStatus } from '../../shared/entitlements.ts';
import { apiGet } from './api.ts';
import { subscriptionHeaders } from './subscription.ts';

/** GET /api/voice-therapy/status, shared by home, pricing and the voice screens (one cache entry). */
export const getVoiceStatus = () => apiGet<VoiceStatus>('/api/voice-therapy/status', subscriptionHeaders());

export const voiceStatusQueryKey = ['/api/voice-therapy/status'] as const;

export const getVoiceStatusQueryOptions = () =>
  queryOptions({ queryKey: voiceStatusQueryKey, queryFn: getVoiceStatus });

export const useVoiceStatus = () => useQuery(getVoiceStatusQueryOptions());
