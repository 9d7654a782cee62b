import { queryOptions, useQuery } from '@tanstack/react-query';
// Type-only: the landing page (first-load budget) uses this, and zod must stay off that load.
import type { SponsorsResponse } from '../../../contract/sponsors.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/sponsors: active sponsors only, in displayOrder (featured banner + logo sponsors). */
export const getSponsors = () => apiRequest<SponsorsResponse>('GET', '/api/sponsors');

/** Under ['sponsors']: the admin tab invalidates that root after every change, so the landing updates. */
export const getSponsorsQueryOptions = () => queryOptions({ queryKey: ['sponsors', 'public'], queryFn: getSponsors });

export const useSponsors = () => useQuery(getSponsorsQueryOptions());
