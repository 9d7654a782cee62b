import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BikeClaimList } from '../../../contract/bikes.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/bikes/claims: second claims on a serial, oldest first, paged on the server. */
export const getBikeClaims = (cursor: number | null) =>
  apiRequest<BikeClaimList>('GET', `/api/admin/bikes/claims?limit=20${cursor ? `&cursor=${cursor}` : ''}`);

export const getBikeClaimsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['bikes', 'admin', 'claims'],
    queryFn: ({ pageParam }) => getBikeClaims(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBikeClaims() {
  const q = useInfiniteQuery(getBikeClaimsQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** POST /api/admin/bikes/claims/{id}: 'accept' gives the serial to the claimant, 'reject' keeps the current owner. */
export function useDecideClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'reject' }) =>
      apiRequest<{ message: string }>('POST', `/api/admin/bikes/claims/${id}`, { decision }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bikes'] }),
  });
}
