import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PartnerApplicationPage, PartnerStatus } from '../../../contract/partner-applications.js';
import { apiRequest } from '../../lib/api.js';

const PAGE = 50;

/** GET /api/admin/partner-applications: newest first, keyset paging (cursor = last id). */
export function getPartnerApplications(status: PartnerStatus | undefined, cursor?: number) {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<PartnerApplicationPage>('GET', `/api/admin/partner-applications?${params}`);
}

export const getPartnerApplicationsQueryOptions = (status?: PartnerStatus) =>
  infiniteQueryOptions({
    queryKey: ['partner-applications', 'admin', status ?? 'all'],
    queryFn: ({ pageParam }) => getPartnerApplications(status, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New requests arrive from the public form at any time: refresh whenever the tab opens.
    staleTime: 0,
  });

export function usePartnerApplications(status?: PartnerStatus) {
  const q = useInfiniteQuery(getPartnerApplicationsQueryOptions(status));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], total: q.data?.pages[0]?.total ?? 0 };
}
