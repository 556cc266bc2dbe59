import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanView } from '../../../shared/safety-plan.ts';
import { apiGet, apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

const key = ['/api/safety-plan'];

export const getSafetyPlan = () => apiGet<SafetyPlanView>('/api/safety-plan');

export const getSafetyPlanQueryOptions = () => queryOptions({ queryKey: key, queryFn: getSafetyPlan });

/** `enabled: false` until the plan is wanted: every read of it is audit-logged on the server. */
export const useSafetyPlan = (enabled = true) => useQuery({ ...getSafetyPlanQueryOptions(), enabled });

export const saveSafetyPlan = (plan: SafetyPlan) => apiRequest<SafetyPlanView>('PUT', '/api/safety-plan', plan);

export function useSaveSafetyPlan() {
  return useMutation({
    mutationFn: saveSafetyPlan,
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
