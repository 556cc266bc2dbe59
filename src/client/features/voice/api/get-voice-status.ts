import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceStatus } from '../../../../shared/entitlements.ts';
import { apiGet } from '../../../lib/api.ts';
import { subscriptionHeaders } from '../lib/subscription.ts';

export const getVoiceStatus = () => apiGet<VoiceStatus>('/api/voice-therapy/status', subscriptionHeaders());

export const voiceStatusQueryKey = ['/api/voice-therapy/status'] as const;

export const getVoiceStatusQueryOptions = () => queryOptions({ queryKey: voiceStatusQueryKey, queryFn: getVoiceStatus });

export const useVoiceStatus = () => useQuery(getVoiceStatusQueryOptions());
