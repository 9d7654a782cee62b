import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReport, MyReportList } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/safety-reports/mine: the member's own reports, newest first (under ['safety-reports']: a new report refreshes it). */
export const getMyReportsQueryOptions = () =>
  queryOptions({
    queryKey: ['safety-reports', 'mine'],
    queryFn: () => apiRequest<MyReportList>('GET', '/api/safety-reports/mine'),
  });
export const useMyReports = (enabled = true) => useQuery({ ...getMyReportsQueryOptions(), enabled });

/** GET /api/safety-reports/mine/{id}: one of them ('Levar à Garda'); anyone else's is 404. */
export const useMyReport = (id: number) =>
  useQuery({
    queryKey: ['safety-reports', 'mine', id],
    queryFn: () => apiRequest<MyReport>('GET', `/api/safety-reports/mine/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
