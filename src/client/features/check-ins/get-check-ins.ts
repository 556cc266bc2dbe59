import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckIn } from '../../../shared/check-ins.ts';
import { apiGet } from '../../lib/api.ts';

export const getCheckIns = () => apiGet<CheckIn[]>('/api/check-ins');

export const getCheckInsQueryOptions = () => queryOptions({ queryKey: ['/api/check-ins'], queryFn: getCheckIns });

export const useCheckIns = () => useQuery(getCheckInsQueryOptions());
