import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '../../../shared/entitlements.ts';
import { apiGet } from '../../lib/api.ts';
import { subscriptionHeaders } from '../../lib/subscription.ts';

export const getSubscriptionStatus = () =>
  apiGet<SubscriptionStatus>('/api/subscription/status', subscriptionHeaders());

export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: ['/api/subscription/status'], queryFn: getSubscriptionStatus });

export const useSubscriptionStatus = () =>
  useQuery({ ...getSubscriptionStatusQueryOptions(), refetchOnMount: 'always' });
