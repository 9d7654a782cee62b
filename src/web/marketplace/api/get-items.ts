import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
// Types only: the landing page uses this file, and the contract module's values pull in zod.
import type { MarketplacePage } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

/** A public list: `type` also takes the landing filter 'motocicleta' (category motos). */
export interface ItemListFilter {
  q?: string;
  type?: string;
  category?: string;
  limit?: number;
}

export async function getItems(f: ItemListFilter, cursor?: number | null): Promise<MarketplacePage> {
  const qs = new URLSearchParams({ limit: String(f.limit ?? 12) });
  if (f.q) qs.set('q', f.q);
  if (f.type) qs.set('type', f.type);
  if (f.category) qs.set('category', f.category);
  if (cursor) qs.set('cursor', String(cursor));
  try {
    return await apiRequest<MarketplacePage>('GET', `/api/marketplace?${qs}`);
  } catch {
    throw new Error('Failed to fetch marketplace items'); // spec section 8
  }
}

export const getItemsQueryOptions = (f: ItemListFilter) =>
  infiniteQueryOptions({
    queryKey: ['marketplace', 'list', f],
    queryFn: ({ pageParam }) => getItems(f, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useItems(f: ItemListFilter) {
  const q = useInfiniteQuery(getItemsQueryOptions(f));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], first: q.data?.pages[0] };
}
