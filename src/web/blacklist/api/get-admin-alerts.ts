import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminAlertPage, BlacklistStatus } from '../../../contract/blacklist.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/blacklist: by status, newest first, keyset paging (cursor = last id). */
export function getAdminAlerts(status: BlacklistStatus, cursor?: number) {
  const params = new URLSearchParams({ status, limit: '20' });
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<AdminAlertPage>('GET', `/api/admin/blacklist?${params}`);
}

export const getAdminAlertsQueryOptions = (status: BlacklistStatus) =>
  infiniteQueryOptions({
    queryKey: ['blacklist', 'admin', status],
    queryFn: ({ pageParam }) => getAdminAlerts(status, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export function useAdminAlerts(status: BlacklistStatus) {
  const q = useInfiniteQuery(getAdminAlertsQueryOptions(status));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], total: q.data?.pages[0]?.total ?? 0 };
}

/** GET /api/admin/blacklist/pending-count: the badge of the 'Alertas da comunidade' section. */
export const getPendingAlertCount = () => apiRequest<{ count: number }>('GET', '/api/admin/blacklist/pending-count');

export const getPendingAlertCountQueryOptions = () =>
  queryOptions({
    queryKey: ['blacklist', 'pending-count'],
    queryFn: getPendingAlertCount,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const usePendingAlertCountQuery = (enabled = true) =>
  useQuery({ ...getPendingAlertCountQueryOptions(), enabled });
