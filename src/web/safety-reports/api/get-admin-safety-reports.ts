import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportPage } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

export function getAdminSafetyReports(cursor: number | null): Promise<AdminReportPage> {
  const qs = new URLSearchParams({ limit: '20' });
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<AdminReportPage>('GET', `/api/admin/safety-reports?${qs}`);
}

export const getAdminSafetyReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['safety-reports', 'admin'],
    queryFn: ({ pageParam }) => getAdminSafetyReports(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Admin tab: every report (archived too) with the exact position and the reporter, newest first. */
export function useAdminSafetyReports() {
  const q = useInfiniteQuery(getAdminSafetyReportsQueryOptions());
  return { ...q, reports: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
