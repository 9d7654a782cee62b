import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetyZoneList } from '../../../contract/safety-zones.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/safety-zones: the member's own alert zones (issue 31). */
export const safetyZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['safety-zones'],
    queryFn: () => apiRequest<SafetyZoneList>('GET', '/api/safety-zones'),
  });
export const useSafetyZones = (enabled = true) => useQuery({ ...safetyZonesQueryOptions(), enabled });
