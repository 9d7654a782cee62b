import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapAnswer, TimeWindow } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

export interface MapView {
  window: TimeWindow;
  zoom?: number;
  /** south,west,north,east */
  bbox?: string;
}

export function getSafetyMap(v: MapView): Promise<MapAnswer> {
  const qs = new URLSearchParams({ window: v.window });
  if (v.zoom !== undefined) qs.set('zoom', String(v.zoom));
  if (v.bbox) qs.set('bbox', v.bbox);
  return apiRequest<MapAnswer>('GET', `/api/safety-reports?${qs}`);
}

// Spec section 7: always refetched on mount and on window focus, no stale time, kept 5 minutes.
export const getSafetyMapQueryOptions = (v: MapView) =>
  queryOptions({
    queryKey: ['safety-reports', 'map', v],
    queryFn: () => getSafetyMap(v),
    staleTime: 0,
    gcTime: 5 * 60_000,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    // Panning keeps the old markers until the new answer arrives.
    placeholderData: keepPreviousData,
  });

/** `enabled` false until the map has said what it shows: an answer for no view would be drawn, then replaced. */
export const useSafetyMap = (v: MapView, enabled = true) => useQuery({ ...getSafetyMapQueryOptions(v), enabled });
