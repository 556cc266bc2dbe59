import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionAccess } from '../../../../shared/voice.ts';
import { apiGet } from '../../../lib/api.ts';

export const validateSessionAccess = () => apiGet<SessionAccess>('/api/validate-session-access');

export const useSessionAccess = () =>
  useQuery(queryOptions({ queryKey: ['/api/validate-session-access'], queryFn: validateSessionAccess, staleTime: 0 }));
