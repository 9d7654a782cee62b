import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetySummary, TimeWindow } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

export const getSafetySummary = (window: TimeWindow) =>
  apiRequest<SafetySummary>('GET', `/api/safety-reports/summary?window=${window}`);

export const getSafetySummaryQueryOptions = (window: TimeWindow) =>
  queryOptions({
    queryKey: ['safety-reports', 'summary', window],
    queryFn: () => getSafetySummary(window),
    staleTime: 0,
    gcTime: 5 * 60_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export const useSafetySummary = (window: TimeWindow) => useQuery(getSafetySummaryQueryOptions(window));
