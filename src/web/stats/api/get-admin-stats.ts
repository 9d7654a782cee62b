import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminStats, FINANCIAL_STATS_REFETCH_MS, type FinancialStats } from '../../../contract/stats.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/stats: active members, every marketplace listing, active events. */
export const getAdminStats = () => apiRequest<AdminStats>('GET', '/api/admin/stats');

/** GET /api/admin/stripe-stats: active subscribers, MRR in euros, conversion rate as a PERCENT (0–100). */
export const getFinancialStats = () => apiRequest<FinancialStats>('GET', '/api/admin/stripe-stats');

// Spec: refetched every 5 minutes while the tab is open; a fresh visit to the tab refetches too.
const live = { staleTime: 0, refetchInterval: FINANCIAL_STATS_REFETCH_MS } as const;

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'admin'], queryFn: getAdminStats, ...live });
export const getFinancialStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'financial'], queryFn: getFinancialStats, ...live });

export const useAdminStats = () => useQuery(getAdminStatsQueryOptions());
export const useFinancialStats = () => useQuery(getFinancialStatsQueryOptions());
