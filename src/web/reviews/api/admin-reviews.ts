import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewPage } from '../../../contract/reviews.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/reviews: a member's published reviews (hidden ones marked), or every hidden review. */
export function useAdminReviews(memberNumber: string) {
  const q = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['reviews', 'admin', memberNumber],
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: '20' });
        if (memberNumber) params.set('memberNumber', memberNumber);
        if (pageParam) params.set('cursor', String(pageParam));
        return apiRequest<AdminReviewPage>('GET', `/api/admin/reviews?${params}`);
      },
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      retry: false,
    }),
  );
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** PUT /api/admin/reviews/{id}/hidden: hide a published review or show it again (audited). */
export function useSetReviewHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      apiRequest<{ message: string }>('PUT', `/api/admin/reviews/${id}/hidden`, { hidden }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
