import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PlanId } from '../../../shared/entitlements.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useActivateSubscription } from './activate-subscription.ts';

export const ACTIVATED = 'Subscription activated! You now have unlimited voice therapy access.';
export const ACTIVATION_FAILED = 'Subscription created but there was an issue activating it. Please contact support.';
export const CHECKOUT_EXCEPTION = 'Subscription created but there was an issue. Please contact support.';

/**
 * After the provider approves: the server verifies and binds, then spec §8's alerts. A refusal from
 * our server (4xx) is an activation failure; anything else (network, 5xx) is an exception.
 */
export function useCheckout(plan: PlanId) {
  const [, navigate] = useLocation();
  const activate = useActivateSubscription();
  const [problem, setProblem] = useState<{ text: string; detail?: string } | null>(null);

  async function complete(subscriptionID: string) {
    setProblem(null);
    try {
      await activate.mutateAsync({ subscriptionID, plan });
      const title =
        plan === 'voice' ? ACTIVATED : 'Subscription activated! Your 90 video minutes for this month are ready.';
      toast({ title, variant: 'success' });
      navigate(plan === 'voice' ? '/voice-therapy' : '/');
    } catch (error) {
      const refused = error instanceof ApiError && error.status < 500;
      setProblem({
        text: refused ? ACTIVATION_FAILED : CHECKOUT_EXCEPTION,
        detail: error instanceof ApiError ? error.userMessage : undefined,
      });
    }
  }

  return { complete, busy: activate.isPending, problem, fail: (text: string) => setProblem({ text }) };
}
