import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
// Types only: the landing page uses this file, and the contract module's values pull in zod.
import type { RentalPage } from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

/** The page's filters (spec section 2); empty values are not sent. */
export interface RentalFilter {
  q?: string;
  appName?: string;
  accountType?: string;
  region?: string;
  minPrice?: string;
  maxPrice?: string;
  /** 'rating': 'Melhor avaliação' (issue 33). */
  sort?: string;
  limit?: number;
}

export function getRentals(f: RentalFilter, cursor?: number | null): Promise<RentalPage> {
  const qs = new URLSearchParams({ limit: String(f.limit ?? 12) });
  for (const key of ['q', 'appName', 'accountType', 'region', 'minPrice', 'maxPrice', 'sort'] as const) {
    const v = f[key];
    if (v && v !== 'all') qs.set(key, v);
  }
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<RentalPage>('GET', `/api/account-rentals?${qs}`);
}

export const getRentalsQueryOptions = (f: RentalFilter) =>
  infiniteQueryOptions({
    queryKey: ['account-rentals', 'list', f],
    queryFn: ({ pageParam }) => getRentals(f, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useRentals(f: RentalFilter) {
  const q = useInfiniteQuery(getRentalsQueryOptions(f));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
