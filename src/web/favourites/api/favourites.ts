import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the item page loads this file, and the contract module's values pull in zod.
import type { FavouriteKind, FavouritePage, FavouriteState } from '../../../contract/favourites.js';
import { apiRequest } from '../../lib/api.js';

/** Every favourites query's key starts here. */
export const favouritesKey = ['favourites'] as const;
const segment = (kind: FavouriteKind) => (kind === 'item' ? 'items' : 'rentals');

/** The heart on a listing: saved or not, and the owner's count of members who saved it. */
export function useFavouriteState(kind: FavouriteKind, id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...favouritesKey, 'state', kind, id],
    queryFn: () => apiRequest<FavouriteState>('GET', `/api/favourites/${segment(kind)}/${id}`),
    enabled,
  });
}

/** Saves or removes a favourite; the heart turns at once and goes back if the server refuses. */
export function useToggleFavourite(kind: FavouriteKind, id: number) {
  const qc = useQueryClient();
  const key = [...favouritesKey, 'state', kind, id];
  return useMutation({
    mutationFn: (save: boolean) =>
      apiRequest<{ message: string; saved: boolean }>(
        save ? 'PUT' : 'DELETE',
        `/api/favourites/${segment(kind)}/${id}`,
      ),
    onMutate: async (save) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<FavouriteState>(key);
      qc.setQueryData<FavouriteState>(key, { saved: save, savedBy: before?.savedBy ?? null });
      return { before };
    },
    onError: (_e, _save, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: favouritesKey }),
  });
}

/** /favoritos: the member's favourites, newest first, page by page. */
export const getFavouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...favouritesKey, 'list'],
    queryFn: ({ pageParam }) =>
      apiRequest<FavouritePage>('GET', `/api/favourites?limit=12${pageParam ? `&cursor=${pageParam}` : ''}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFavourites() {
  const q = useInfiniteQuery(getFavouritesQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** The browser's favourites, saved on the server at sign-in. */
export const importFavourites = (itemIds: number[]) =>
  apiRequest<{ imported: number }>('POST', '/api/favourites/import', { itemIds });
