import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '../../../shared/billing.ts';
import { apiGet } from '../../lib/api.ts';

export const getBilling = () => apiGet<BillingOverview>('/api/billing');

export const getBillingQueryOptions = () => queryOptions({ queryKey: ['/api/billing'], queryFn: getBilling });

export const useBilling = () => useQuery({ ...getBillingQueryOptions(), refetchOnMount: 'always' });
