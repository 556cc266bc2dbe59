import { useMutation } from '@tanstack/react-query';
import type { ResetRequested } from '../../../shared/password.ts';
import { apiRequest } from '../../lib/api.ts';

export const requestReset = (email: string) =>
  apiRequest<ResetRequested>('POST', '/api/auth/password-reset', { email });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
