import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { FollowPage } from '../../../contract/follows.js';
import { apiRequest } from '../../lib/api.js';
import { followsKey } from './follows.js';

/** /seguindo: the sellers the member follows, page by page (the key's order: one index range per page). */
export const getFollowsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...followsKey, 'list'],
    queryFn: ({ pageParam }) =>
      apiRequest<FollowPage>('GET', `/api/follows?limit=24${pageParam ? `&cursor=${pageParam}` : ''}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFollows() {
  const q = useInfiniteQuery(getFollowsQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** 'Deixar de seguir' on the list: the row leaves at once and comes back if the server refuses. */
export function useUnfollowFromList() {
  const qc = useQueryClient();
  const key = getFollowsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (memberNumber: string) =>
      apiRequest<{ message: string; following: boolean }>('DELETE', `/api/follows/${encodeURIComponent(memberNumber)}`),
    onMutate: async (memberNumber) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<InfiniteData<FollowPage, number | null>>(key);
      if (before)
        qc.setQueryData(key, {
          ...before,
          pages: before.pages.map((p) => ({ ...p, items: p.items.filter((f) => f.memberNumber !== memberNumber) })),
        });
      return { before };
    },
    onError: (_e, _n, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: followsKey }),
  });
}
