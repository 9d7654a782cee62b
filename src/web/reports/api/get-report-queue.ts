import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReportGroupPage } from '../../../contract/reports.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/reports: one entry per reported thing with open reports, newest first. */
export function getReportQueue(cursor?: number) {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<ReportGroupPage>('GET', `/api/admin/reports?${params}`);
}

export const getReportQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['reports', 'admin'],
    queryFn: ({ pageParam }) => getReportQueue(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Members report at any time: refresh whenever the tab opens.
    staleTime: 0,
  });

export function useReportQueue() {
  const q = useInfiniteQuery(getReportQueueQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** GET /api/admin/reports/open-count: things waiting for an admin (the tab's red badge). */
export const getOpenReportCountQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'open-count'],
    queryFn: () => apiRequest<{ count: number }>('GET', '/api/admin/reports/open-count'),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const useOpenReportCountQuery = (enabled = true) => useQuery({ ...getOpenReportCountQueryOptions(), enabled });
