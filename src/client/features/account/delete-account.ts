import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

export const deleteAccount = () => apiRequest<void>('DELETE', '/api/account', { confirm: true });

/** Nothing of the account is left: a full navigation to the landing page drops every cached answer. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: deleteAccount, onSuccess: () => window.location.assign('/account-deleted') });
