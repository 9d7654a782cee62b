import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyAlertPage } from '../../../contract/blacklist.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/blacklist/mine: the member's own alerts with their status, newest first. */
export function getMyAlerts(cursor?: number) {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<MyAlertPage>('GET', `/api/blacklist/mine?${params}`);
}

export const getMyAlertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blacklist', 'mine'],
    queryFn: ({ pageParam }) => getMyAlerts(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMyAlerts(enabled = true) {
  const q = useInfiniteQuery({ ...getMyAlertsQueryOptions(), enabled });
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
