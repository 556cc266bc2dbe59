import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../shared/account.ts';
import { apiGet } from '../../lib/api.ts';

export const getProfile = () => apiGet<Profile>('/api/account/profile');

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['/api/account/profile'], queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());
