import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../contract/stats.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/stats: public counts (members, account rentals, marketplace items, events this month). */
export const getStats = () => apiRequest<Stats>('GET', '/api/stats');

export const getStatsQueryOptions = () => queryOptions({ queryKey: ['stats'], queryFn: getStats });

export const useStats = () => useQuery(getStatsQueryOptions());
