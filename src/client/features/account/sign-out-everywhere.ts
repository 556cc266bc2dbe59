import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

export const signOutEverywhere = () => apiRequest<void>('POST', '/api/auth/signout-everywhere', {});

/** Signed out here too: a full navigation home clears every cached answer. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: signOutEverywhere, onSuccess: () => window.location.assign('/') });
