import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/auth.ts';
import { apiGetOrNullOn401 } from '../../lib/api.ts';

export const getUser = () => apiGetOrNullOn401<User>('/api/auth/user');

export const getUserQueryOptions = () => queryOptions({ queryKey: ['/api/auth/user'], queryFn: getUser });

/** Signed in means the user endpoint returned data (spec §6). */
export function useUser() {
  const query = useQuery(getUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading, isSignedIn: Boolean(query.data) };
}
