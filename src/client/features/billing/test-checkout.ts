import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '../../../shared/entitlements.ts';
import { apiRequest } from '../../lib/api.ts';

/** Local test mode only: the server makes a subscription that no money backs. */
export const testCheckout = (plan: PlanId) =>
  apiRequest<{ subscriptionID: string }>('POST', '/api/billing/test-checkout', { plan });

export const useTestCheckout = () => useMutation({ mutationFn: testCheckout });
