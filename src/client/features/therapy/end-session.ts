import { useMutation } from '@tanstack/react-query';
import type { Document } from '../../../shared/sessions.ts';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const endSession = (id: string) =>
  apiRequest<{ document: Document | null }>('POST', `/api/sessions/${encodeURIComponent(id)}/end`, {});

export function useEndSession() {
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/sessions'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/documents'] });
    },
  });
}
