import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/auth.ts';
import { ANONYMOUS_SESSION_STORAGE_KEY } from '../../lib/anonymous-session.ts';
import { apiRequest } from '../../lib/api.ts';
import { getUserQueryOptions } from './get-user.ts';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const signUp = (body: SignUpInput) => apiRequest<User>('POST', '/api/auth/signup', body);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => {
      // The anonymous visitor's data now belongs to the account; its key identifies no one any more.
      try {
        localStorage.removeItem(ANONYMOUS_SESSION_STORAGE_KEY);
      } catch {
        /* storage blocked: nothing was stored */
      }
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
