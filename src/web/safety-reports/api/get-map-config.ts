import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

export const getMapConfig = () => apiRequest<MapConfig>('GET', '/api/safety-reports/config');

/** Tile URL, attribution and the accepted area: set at server start, so fetched once. */
export const getMapConfigQueryOptions = () =>
  queryOptions({ queryKey: ['safety-reports', 'config'], queryFn: getMapConfig, staleTime: Number.POSITIVE_INFINITY });

export const useMapConfig = () => useQuery(getMapConfigQueryOptions());
