import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../../../shared/sessions.ts';
import { apiGet } from '../../lib/api.ts';

export const getSessions = () => apiGet<Session[]>('/api/sessions');

export const getSessionsQueryOptions = () => queryOptions({ queryKey: ['/api/sessions'], queryFn: getSessions });

export const useSessions = () => useQuery(getSessionsQueryOptions());
