import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useAdminSafetyReports() {
  const q = useInfiniteQuery(getAdminSafetyReportsQueryOptions());
  return { ...q, reports: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

export function useDeleteSafetyReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/safety-reports/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}

/** Spec: DELETE /api/safety-reports/reset removes every report. */
export function useResetSafetyMap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ deleted: number }>('DELETE', '/api/safety-reports/reset'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}
