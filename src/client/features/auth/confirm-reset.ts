import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/auth.ts';
import { apiRequest } from '../../lib/api.ts';
import { getUserQueryOptions } from './get-user.ts';

export const confirmReset = (body: { token: string; password: string }) =>
  apiRequest<User>('POST', '/api/auth/password-reset/confirm', body);

/** A reset signs this browser in (and every other device out), so every cached answer is refreshed. */
export function useConfirmReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReset,
    onSuccess: (user) => {
      queryClient.setQueryData(getUserQueryOptions().queryKey, user);
      void queryClient.invalidateQueries();
    },
  });
}
