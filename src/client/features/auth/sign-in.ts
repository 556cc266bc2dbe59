import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn, User } from '../../../shared/auth.ts';
import { apiRequest } from '../../lib/api.ts';
import { getUserQueryOptions } from './get-user.ts';

export const signIn = (body: SignIn) => apiRequest<User>('POST', '/api/auth/signin', body);

/** Signing in changes who owns every answer, so all cached queries are refreshed. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
