import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUserPage, AdminUserStatus } from '../../../contract/admin-users.js';
import { apiRequest } from '../../lib/api.js';

const PAGE = 25;

/** GET /api/admin/users?q=&status=&cursor=&limit: search by email, name or member number; id-desc keyset. */
export function getAdminUsers(q: string, status: AdminUserStatus, cursor?: number) {
  const params = new URLSearchParams({ status, limit: String(PAGE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', String(cursor));
  return apiRequest<AdminUserPage>('GET', `/api/admin/users?${params}`);
}

export const getAdminUsersQueryOptions = (q: string, status: AdminUserStatus) =>
  infiniteQueryOptions({
    queryKey: ['users', 'admin', 'list', { q, status }],
    queryFn: ({ pageParam }) => getAdminUsers(q, status, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    // Typing in the search box keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string, status: AdminUserStatus) {
  const query = useInfiniteQuery(getAdminUsersQueryOptions(q, status));
  return { ...query, users: query.data?.pages.flatMap((p) => p.items) ?? [], total: query.data?.pages[0]?.total ?? 0 };
}
