import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '../../../shared/entitlements.ts';
import { apiGet } from '../../lib/api.ts';

export const getSubscriptionStatus = () => apiGet<SubscriptionStatus>('/api/subscription/status');

export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: ['/api/subscription/status'], queryFn: getSubscriptionStatus });

/** Read again on each visit: a plan bought on another page does not refresh this cache. */
export const useSubscriptionStatus = () =>
  useQuery({ ...getSubscriptionStatusQueryOptions(), refetchOnMount: 'always' });
