import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

/** One item by id, or everything when `id` is null. */
export const deleteMemory = (id: string | null) =>
  apiRequest<{ deleted: number }>('DELETE', id ? `/api/memory/${encodeURIComponent(id)}` : '/api/memory');

export function useDeleteMemory() {
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/memory'] }),
  });
}
