import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketplacePage } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

/** The caller's own listings, every status, newest first. */
export function getMyItems(limit: number, cursor?: number | null): Promise<MarketplacePage> {
  const qs = new URLSearchParams({ limit: String(limit) });
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<MarketplacePage>('GET', `/api/marketplace/my-items?${qs}`);
}

export const getMyItemsQueryOptions = (limit: number) =>
  infiniteQueryOptions({
    queryKey: ['marketplace', 'mine', limit],
    queryFn: ({ pageParam }) => getMyItems(limit, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyItems(limit = 12, enabled = true) {
  const q = useInfiniteQuery({ ...getMyItemsQueryOptions(limit), enabled });
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], total: q.data?.pages[0]?.total ?? 0 };
}
