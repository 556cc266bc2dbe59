import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../shared/account.ts';
import { apiRequest } from '../../lib/api.ts';
import { getUserQueryOptions } from '../auth/index.ts';
import { getProfileQueryOptions } from './get-profile.ts';

export const updateProfile = (body: ProfileUpdate) => apiRequest<Profile>('PATCH', '/api/account/profile', body);

/** The name shows in the frame's greeting and avatar too, so the user query is refreshed with it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
    },
  });
}
