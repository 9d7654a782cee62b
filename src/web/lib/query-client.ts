import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: data never goes stale, no refetch on focus, no polling, no retries; gc 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false, gcTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});
