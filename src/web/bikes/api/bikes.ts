import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BikeSaved,
  CheckSerialAnswer,
  MarkStolenInput,
  MyBikeList,
  RegisterBikeInput,
  SightingInput,
  SightingList,
  StolenPage,
} from '../../../contract/bikes.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/bikes: the member's own bikes (private). */
export const useMyBikes = () =>
  useQuery({ queryKey: ['bikes', 'mine'], queryFn: () => apiRequest<MyBikeList>('GET', '/api/bikes') });

/** GET /api/bikes/{id}/sightings: the owner's view of where the bike was seen. */
export const useSightings = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['bikes', 'sightings', id],
    queryFn: () => apiRequest<SightingList>('GET', `/api/bikes/${id}/sightings`),
    enabled,
  });

/** GET /api/bikes/stolen, paged on the server. */
export const stolenBikesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['bikes', 'stolen'],
    queryFn: ({ pageParam }) =>
      apiRequest<StolenPage>('GET', `/api/bikes/stolen${pageParam ? `?cursor=${pageParam}` : ''}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useStolenBikes = () => useInfiniteQuery(stolenBikesQueryOptions());

/** Every write refreshes the whole ['bikes'] root: the own list and the public list alike. */
function useBikesMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: ['bikes'] }) });
}

export const useRegisterBike = () =>
  useBikesMutation((input: RegisterBikeInput) => apiRequest<BikeSaved>('POST', '/api/bikes', input));
export const useMarkStolen = () =>
  useBikesMutation(({ id, input }: { id: number; input: MarkStolenInput }) =>
    apiRequest<BikeSaved>('POST', `/api/bikes/${id}/stolen`, input),
  );
export const useRecovered = () =>
  useBikesMutation((id: number) => apiRequest<BikeSaved>('POST', `/api/bikes/${id}/recovered`));
export const useDeleteBike = () =>
  useBikesMutation((id: number) => apiRequest<{ message: string }>('DELETE', `/api/bikes/${id}`));
export const useAddSighting = () =>
  useBikesMutation(({ id, input }: { id: number; input: SightingInput }) =>
    apiRequest<{ message: string }>('POST', `/api/bikes/stolen/${id}/sightings`, input),
  );
/** POST /api/bikes/check: 'Verificar bicicleta'. */
export const useCheckSerial = () =>
  useMutation({
    mutationFn: (serial: string) => apiRequest<CheckSerialAnswer>('POST', '/api/bikes/check', { serial }),
  });

/** The safety map's layer: the newest 100 stolen bikes (those with a point are drawn). */
export const useStolenBikesOnMap = (enabled: boolean) =>
  useQuery({
    queryKey: ['bikes', 'stolen', 'map'],
    queryFn: () => apiRequest<StolenPage>('GET', '/api/bikes/stolen?limit=100'),
    enabled,
  });
