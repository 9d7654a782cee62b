import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deal, DealKind, DealPage, MemberRef, ReviewInput } from '../../../contract/reviews.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/reviews/deals: the caller's deals, newest first (issue 33). */
export const dealsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'deals'],
    queryFn: ({ pageParam }) =>
      apiRequest<DealPage>('GET', `/api/reviews/deals?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDeals() {
  const q = useInfiniteQuery(dealsQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** GET /api/reviews/deals/candidates: who the owner may name (messaged about it, or revealed the contact). */
export function useCandidates(kind: DealKind | null, itemId: number | null) {
  return useQuery({
    queryKey: ['reviews', 'candidates', kind, itemId],
    queryFn: () =>
      apiRequest<{ items: MemberRef[] }>('GET', `/api/reviews/deals/candidates?kind=${kind}&itemId=${itemId}`),
    enabled: kind !== null && itemId !== null,
    retry: false,
  });
}

type DealResult = { message: string; deal: Deal };

function useDealMutation<V>(fn: (v: V) => Promise<DealResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export const useProposeDeal = () =>
  useDealMutation((v: { kind: DealKind; itemId: number; counterpartId: number }) =>
    apiRequest<DealResult>('POST', '/api/reviews/deals', v),
  );
export const useConfirmDeal = () =>
  useDealMutation((id: number) => apiRequest<DealResult>('POST', `/api/reviews/deals/${id}/confirm`));
export const useReviewDeal = () =>
  useDealMutation(({ id, ...body }: ReviewInput & { id: number }) =>
    apiRequest<DealResult>('POST', `/api/reviews/deals/${id}/review`, body),
  );
