import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<void>('POST', '/api/auth/password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
