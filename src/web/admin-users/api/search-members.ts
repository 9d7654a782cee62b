import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '../../../contract/admin-users.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/users?q=&limit=8: a few members matching a member number, name or email (a picker). */
export const searchMembers = (q: string) =>
  apiRequest<AdminUserPage>('GET', `/api/admin/users?${new URLSearchParams({ q, limit: '8' })}`);

export const searchMembersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['users', 'admin-pick', q],
    queryFn: () => searchMembers(q),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });

/** Searches from 2 characters on. */
export const useMemberSearch = (q: string) => useQuery(searchMembersQueryOptions(q));
