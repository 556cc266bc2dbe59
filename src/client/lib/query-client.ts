import { QueryClient } from '@tanstack/react-query';

/** Spec §7/§9: no retry, no refetch on focus, no polling, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
