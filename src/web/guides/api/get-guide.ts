import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Guide } from '../../../contract/guides.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/guides/{slug}: one published guide, its Markdown already rendered (safely) by the server. */
export const getGuide = (slug: string) => apiRequest<Guide>('GET', `/api/guides/${encodeURIComponent(slug)}`);

export const getGuideQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['guides', 'one', slug], queryFn: () => getGuide(slug) });

export const useGuide = (slug: string) => useQuery(getGuideQueryOptions(slug));
