import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../shared/public-config.ts';
import { apiGet } from '../../lib/api.ts';

export const getConfig = () => apiGet<PublicConfig>('/api/config');

export const getConfigQueryOptions = () => queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

export const useConfig = () => useQuery(getConfigQueryOptions());
