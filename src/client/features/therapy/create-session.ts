import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CreateSession } from '../../../shared/sessions.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const createSession = (body: CreateSession = {}) => apiRequest<{ id: string }>('POST', '/api/sessions', body);

/** Spec §4: 401 → sign in (/api/login), 403 → /pricing, success → the new chat. */
export function useCreateSession() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: CreateSession | void) => createSession(body ?? {}),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/sessions'] });
      navigate(`/chat/${id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) window.location.href = '/api/login';
      else if (error instanceof ApiError && error.status === 403) navigate('/pricing');
    },
  });
}
