import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressSummary } from '../../../shared/progress.ts';
import { apiGet } from '../../lib/api.ts';
import { useUser } from '../auth/index.ts';

export const getSessionSummary = () => apiGet<ProgressSummary>('/api/session-summary');

export const getSessionSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['/api/session-summary'], queryFn: getSessionSummary });

/**
 * Runs only when signed in (spec §6). Sessions end elsewhere without touching this cache, so each
 * visit to the page reads the figures again rather than showing the ones from the last visit.
 */
export function useSessionSummary() {
  const { isSignedIn } = useUser();
  return useQuery({ ...getSessionSummaryQueryOptions(), enabled: isSignedIn, refetchOnMount: 'always' });
}
