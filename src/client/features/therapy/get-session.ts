import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '../../../shared/sessions.ts';
import { apiGet } from '../../lib/api.ts';

export const getSession = (id: string) => apiGet<SessionDetail>(`/api/sessions/${encodeURIComponent(id)}`);

export const getSessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/sessions', id], queryFn: () => getSession(id) });

export const useSession = (id: string) => useQuery(getSessionQueryOptions(id));
