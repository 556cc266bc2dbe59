import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SUBSCRIPTION_ACTIVE_KEY, SUBSCRIPTION_ID_KEY } from '../../lib/subscription.ts';

/** Developer tools only: forgets the browser's values and the caller's own test-mode subscriptions. */
export async function clearTestSubscription() {
  try {
    localStorage.removeItem(SUBSCRIPTION_ID_KEY);
    localStorage.removeItem(SUBSCRIPTION_ACTIVE_KEY);
  } catch {
    /* storage blocked */
  }
  return apiRequest<{ ok: boolean; cleared: number }>('POST', '/api/billing/dev/clear');
}

export const useClearTestSubscription = () =>
  useMutation({ mutationFn: clearTestSubscription, onSuccess: () => queryClient.invalidateQueries() });
