import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/partner-applications/pending-count: the red badge on the Parceiros tab. */
export const getPendingPartnerCount = () =>
  apiRequest<{ count: number }>('GET', '/api/admin/partner-applications/pending-count');

export const getPendingPartnerCountQueryOptions = () =>
  queryOptions({
    queryKey: ['partner-applications', 'pending-count'],
    queryFn: getPendingPartnerCount,
    // The panel stays open for a long time while visitors send requests: check again each minute.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const usePendingPartnerCountQuery = (enabled = true) =>
  useQuery({ ...getPendingPartnerCountQueryOptions(), enabled });
