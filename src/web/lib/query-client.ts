import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data never goes stale, no refetch on focus, no polling, no retries; gc 5 minutes.
 * Offline (docs/decisions/020-installable-app.md), a query still asks once, so the service worker
 * can answer with the last copy it kept (the default 'online' mode would wait for the network and
 * leave the page on its spinner), and a write fails with its usual message instead of waiting.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      retry: false,
      gcTime: 5 * 60_000,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
