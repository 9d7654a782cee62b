import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGuide, AdminGuideList, GuideCreateInput, GuideUpdateInput } from '../../../contract/guides.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/admin/guides: every guide, unpublished too, in the shelf's order. */
export const getAdminGuidesQueryOptions = () =>
  queryOptions({
    queryKey: ['guides', 'admin'],
    queryFn: () => apiRequest<AdminGuideList>('GET', '/api/admin/guides'),
    staleTime: 0,
  });
export const useAdminGuides = () => useQuery(getAdminGuidesQueryOptions());

/** Every change refreshes the whole ['guides'] root: the public list and pages show it at once. */
function useInvalidateGuides() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['guides'] });
}

export function useSaveGuide() {
  const invalidate = useInvalidateGuides();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: GuideCreateInput | GuideUpdateInput }) =>
      id
        ? apiRequest<AdminGuide>('PUT', `/api/admin/guides/${id}`, input)
        : apiRequest<AdminGuide>('POST', '/api/admin/guides', input),
    onSettled: invalidate,
  });
}

export function useMarkGuideReviewed() {
  const invalidate = useInvalidateGuides();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AdminGuide>('POST', `/api/admin/guides/${id}/reviewed`),
    onSettled: invalidate,
  });
}

export function useReorderGuides() {
  const invalidate = useInvalidateGuides();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest<AdminGuideList>('PUT', '/api/admin/guides/order', { ids }),
    onSettled: invalidate,
  });
}

/** POST /api/admin/guides/preview: the Markdown as the page will show it. */
export const previewGuide = (body: string) =>
  apiRequest<{ html: string }>('POST', '/api/admin/guides/preview', { body });
