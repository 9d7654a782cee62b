import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketplacePage } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

export type AdminItemFilter = 'all' | 'approved' | 'pending' | 'rejected' | 'orphans';

/** Admin lists: the moderation queue (`pending`) or every item with a filter and a search. */
export interface AdminItemList {
  view: 'pending' | 'all';
  filter?: AdminItemFilter;
  q?: string;
  limit?: number;
}

export function getAdminItems(l: AdminItemList, cursor?: number | null): Promise<MarketplacePage> {
  const qs = new URLSearchParams({ limit: String(l.limit ?? 20) });
  if (l.view === 'all') qs.set('filter', l.filter ?? 'all');
  if (l.q) qs.set('q', l.q);
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<MarketplacePage>('GET', `/api/admin/marketplace/${l.view}?${qs}`);
}

export const getAdminItemsQueryOptions = (l: AdminItemList) =>
  infiniteQueryOptions({
    queryKey: ['marketplace', 'admin', l],
    queryFn: ({ pageParam }) => getAdminItems(l, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0, // moderators want the queue as it is now when they come back to the tab
  });

export function useAdminItems(l: AdminItemList) {
  const q = useInfiniteQuery(getAdminItemsQueryOptions(l));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], total: q.data?.pages[0]?.total ?? 0 };
}
