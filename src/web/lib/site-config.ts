import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigEntry } from '../../contract/site-config.js';
import { apiRequest } from './api.js';

/** Public site settings (spec: cached 5 minutes). Shared by the shell, landing and forms. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: async () => {
    try {
      return await apiRequest<SiteConfigEntry[]>('GET', '/api/site-config');
    } catch {
      throw new Error('Failed to fetch site config');
    }
  },
  staleTime: 5 * 60_000,
});

export function useSiteConfig() {
  const query = useQuery(siteConfigQueryOptions);
  const entries = query.data ?? [];
  return {
    ...query,
    get: (key: string): string | undefined => entries.find((e) => e.key === key)?.value,
  };
}
