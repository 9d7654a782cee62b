import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileListing, ProfileRental, Review, ReviewPage } from '../../../contract/reviews.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/reviews/members/{memberNumber}: a member's public profile (issue 33). */
export function useProfile(memberNumber: string) {
  return useQuery({
    queryKey: ['reviews', 'profile', memberNumber],
    queryFn: () => apiRequest<Profile>('GET', `/api/reviews/members/${encodeURIComponent(memberNumber)}`),
    retry: false,
  });
}

/** GET /api/reviews/members/{memberNumber}/reviews: published reviews, paged on the server. */
export function useMemberReviews(memberNumber: string) {
  const q = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['reviews', 'about', memberNumber],
      queryFn: ({ pageParam }) =>
        apiRequest<ReviewPage>(
          'GET',
          `/api/reviews/members/${encodeURIComponent(memberNumber)}/reviews?limit=10${pageParam ? `&cursor=${pageParam}` : ''}`,
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** POST /api/reviews/{id}/reply: the reviewed member's one public answer. */
export function useReplyReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiRequest<{ message: string; review: Review }>('POST', `/api/reviews/${id}/reply`, { text }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

/** GET /api/reviews/members/{memberNumber}/listings|rentals: what the member offers now, paged on the server. */
function useMemberOffers<T>(memberNumber: string, what: 'listings' | 'rentals') {
  const q = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['reviews', what, memberNumber],
      queryFn: ({ pageParam }) =>
        apiRequest<{ items: T[]; nextCursor: number | null }>(
          'GET',
          `/api/reviews/members/${encodeURIComponent(memberNumber)}/${what}?limit=6${pageParam ? `&cursor=${pageParam}` : ''}`,
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
export const useMemberListings = (memberNumber: string) => useMemberOffers<ProfileListing>(memberNumber, 'listings');
export const useMemberRentals = (memberNumber: string) => useMemberOffers<ProfileRental>(memberNumber, 'rentals');
