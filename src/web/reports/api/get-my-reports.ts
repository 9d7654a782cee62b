import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyReportPage } from '../../../contract/reports.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/reports/mine: the caller's reports and their outcomes, newest first. */
export function getMyReports(cursor?: number) {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<MyReportPage>('GET', `/api/reports/mine?${params}`);
}

export const getMyReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['reports', 'mine'],
    queryFn: ({ pageParam }) => getMyReports(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMyReports() {
  const q = useInfiniteQuery(getMyReportsQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
