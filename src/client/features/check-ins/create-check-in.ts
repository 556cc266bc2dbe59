import { useMutation } from '@tanstack/react-query';
import type { CheckInResult, CreateCheckIn } from '../../../shared/check-ins.ts';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const createCheckIn = (body: CreateCheckIn) => apiRequest<CheckInResult>('POST', '/api/check-ins', body);

export function useCreateCheckIn() {
  return useMutation({
    mutationFn: createCheckIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/check-ins'] }),
  });
}
