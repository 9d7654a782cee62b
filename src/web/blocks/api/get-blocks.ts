import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BlockPage } from '../../../contract/blocks.js';
import { apiRequest } from '../../lib/api.js';
import { useUser } from '../../lib/auth.js';

/** GET /api/blocks: the members the caller blocked ('Membros bloqueados' in /settings). */
export function getBlocks(cursor?: number) {
  const params = new URLSearchParams({ limit: '50' });
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<BlockPage>('GET', `/api/blocks?${params}`);
}

export const getBlocksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blocks', 'list'],
    queryFn: ({ pageParam }) => getBlocks(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useBlocks() {
  const q = useInfiniteQuery(getBlocksQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** GET /api/blocks/ids: who the caller blocked, so contact buttons hide for them. */
export const getBlockedIdsQueryOptions = () =>
  queryOptions({ queryKey: ['blocks', 'ids'], queryFn: () => apiRequest<{ ids: number[] }>('GET', '/api/blocks/ids') });

/** Whether the signed-in member blocked `memberId` (false for visitors and while unknown). */
export function useIsBlocked(memberId: number | null | undefined): boolean {
  const { user } = useUser();
  const q = useQuery({ ...getBlockedIdsQueryOptions(), enabled: !!user && !!memberId && memberId !== user.id });
  return !!memberId && !!q.data?.ids.includes(memberId);
}
