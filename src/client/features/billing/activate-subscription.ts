import { useMutation } from '@tanstack/react-query';
import type { SubscriptionSuccessResponse } from '../../../shared/billing.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SUBSCRIPTION_ACTIVE_KEY, SUBSCRIPTION_ID_KEY } from '../../lib/subscription.ts';

export const activateSubscription = (subscriptionID: string, plan?: PlanId) =>
  apiRequest<SubscriptionSuccessResponse>('POST', '/api/paypal/subscription-success', { subscriptionID, plan });

/** Spec §3's browser values: a convenience the server re-verifies on every request, never a credential. */
function remember(subscriptionID: string) {
  try {
    localStorage.setItem(SUBSCRIPTION_ID_KEY, subscriptionID);
    localStorage.setItem(SUBSCRIPTION_ACTIVE_KEY, 'true');
  } catch {
    /* storage blocked: the server still knows */
  }
}

export const useActivateSubscription = () =>
  useMutation({
    mutationFn: ({ subscriptionID, plan }: { subscriptionID: string; plan?: PlanId }) =>
      activateSubscription(subscriptionID, plan),
    onSuccess: async (result, { subscriptionID }) => {
      if (result.plan === 'voice') remember(subscriptionID);
      // Every status on every page changes with a plan.
      await queryClient.invalidateQueries();
    },
  });
