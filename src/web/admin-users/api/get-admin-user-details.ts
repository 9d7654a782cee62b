import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetails } from '../../../contract/admin-users.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/users/{id}/details: the user, their items, rentals, events, messages, counts and audit log. */
export const getAdminUserDetails = (id: number) =>
  apiRequest<AdminUserDetails>('GET', `/api/admin/users/${id}/details`);

export const getAdminUserDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'admin', 'details', id], queryFn: () => getAdminUserDetails(id), staleTime: 0 });

export const useAdminUserDetails = (id: number | null) =>
  useQuery({ ...getAdminUserDetailsQueryOptions(id ?? 0), enabled: id !== null });
