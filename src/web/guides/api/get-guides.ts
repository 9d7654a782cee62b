import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideList } from '../../../contract/guides.js';
import { apiRequest } from '../../lib/api.js';

export type { GuideCard, GuideList } from '../../../contract/guides.js';

/** GET /api/guides: published guides in their order; `q` searches them (accents ignored). */
export const getGuides = (q: string) =>
  apiRequest<GuideList>('GET', q ? `/api/guides?q=${encodeURIComponent(q)}` : '/api/guides');

export const getGuidesQueryOptions = (q = '') =>
  queryOptions({ queryKey: ['guides', 'list', q], queryFn: () => getGuides(q), placeholderData: keepPreviousData });

export const useGuides = (q = '') => useQuery(getGuidesQueryOptions(q));
