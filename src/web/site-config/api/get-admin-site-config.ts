import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSiteConfigEntry } from '../../../contract/site-config.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/site-config: every key (public and admin-only) with its description, ordered by key. */
export const getAdminSiteConfig = () => apiRequest<AdminSiteConfigEntry[]>('GET', '/api/admin/site-config');

export const getAdminSiteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config', 'admin'], queryFn: getAdminSiteConfig, staleTime: 0 });

export const useAdminSiteConfig = () => useQuery(getAdminSiteConfigQueryOptions());
