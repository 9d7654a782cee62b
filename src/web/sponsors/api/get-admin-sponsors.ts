import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sponsor } from '../../../contract/sponsors.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/sponsors: every sponsor (inactive too), in displayOrder then id. */
export const getAdminSponsors = () => apiRequest<Sponsor[]>('GET', '/api/admin/sponsors');

export const getAdminSponsorsQueryOptions = () =>
  queryOptions({ queryKey: ['sponsors', 'admin'], queryFn: getAdminSponsors, staleTime: 0 });

export const useAdminSponsors = () => useQuery(getAdminSponsorsQueryOptions());
