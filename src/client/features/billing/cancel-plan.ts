import { useMutation } from '@tanstack/react-query';
import type { BillingPlan } from '../../../shared/billing.ts';
import type { PlanId } from '../../../shared/entitlements.ts';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const cancelPlan = (plan: PlanId) =>
  apiRequest<{ ok: true; plan: BillingPlan }>('POST', '/api/billing/cancel', { plan });

export const useCancelPlan = () =>
  useMutation({
    mutationFn: cancelPlan,
    onSuccess: () => queryClient.invalidateQueries(),
  });
