import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the list pages' button loads this file's importers lazily, and the contract's values pull in zod.
import type { CreateSavedSearch, SavedSearch, SavedSearchPage } from '../../../contract/saved-searches.js';
import { apiRequest } from '../../lib/api.js';

/** Every saved-searches query's key starts here. */
export const savedSearchesKey = ['saved-searches'] as const;

/** /buscas-salvas: the member's saved searches, newest first, page by page. */
export const getSavedSearchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...savedSearchesKey, 'list'],
    queryFn: ({ pageParam }) =>
      apiRequest<SavedSearchPage>('GET', `/api/saved-searches${pageParam ? `?cursor=${pageParam}` : ''}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSavedSearches() {
  const q = useInfiniteQuery(getSavedSearchesQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], total: q.data?.pages[0]?.total ?? 0 };
}

/** One search (the notification's link opens its results). */
export function useSavedSearch(id: number | null) {
  return useQuery({
    queryKey: [...savedSearchesKey, 'one', id],
    queryFn: () => apiRequest<SavedSearch>('GET', `/api/saved-searches/${id}`),
    enabled: id !== null,
  });
}

type Result = { message: string; search: SavedSearch };

export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearch) => apiRequest<Result>('POST', '/api/saved-searches', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useRenameSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; name: string }) =>
      apiRequest<Result>('PATCH', `/api/saved-searches/${v.id}`, { name: v.name }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/saved-searches/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
