import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '../../../shared/auth.ts';
import { apiGet } from '../../lib/api.ts';

export const getAuthOptions = () => apiGet<AuthOptions>('/api/auth/options');

export const getAuthOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/options'], queryFn: getAuthOptions });

export const useAuthOptions = () => useQuery(getAuthOptionsQueryOptions());
