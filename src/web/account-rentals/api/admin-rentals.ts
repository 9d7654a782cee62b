import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateRentalInput, RentalPage, RentalSaved } from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

export type AdminRentalView = 'pending' | 'all' | 'fake';

export function getAdminRentals(view: AdminRentalView, cursor?: number | null): Promise<RentalPage> {
  const qs = new URLSearchParams({ status: view, limit: '20' });
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<RentalPage>('GET', `/api/admin/account-rentals?${qs}`);
}

export const getAdminRentalsQueryOptions = (view: AdminRentalView) =>
  infiniteQueryOptions({
    queryKey: ['account-rentals', 'admin', view],
    queryFn: ({ pageParam }) => getAdminRentals(view, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0, // moderators want the queue as it is now
  });

export function useAdminRentals(view: AdminRentalView) {
  const q = useInfiniteQuery(getAdminRentalsQueryOptions(view));
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

export type RentalModeration = 'approve' | 'reject' | 'delete';

/** Approve, reject or delete; every rentals query and the stats refresh. */
export function useModerateRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: RentalModeration }) =>
      action === 'delete'
        ? apiRequest<{ message: string }>('DELETE', `/api/admin/account-rentals/${id}`)
        : apiRequest<{ message: string }>('PUT', `/api/admin/account-rentals/${id}/${action}`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['account-rentals'] }),
        qc.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}

/** Spec: generate 5 demo listings, or remove them all. */
export function useFakeRentals() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'generate' | 'remove') =>
      action === 'generate'
        ? apiRequest<{ message: string; count: number }>('POST', '/api/admin/generate-fake-accounts')
        : apiRequest<{ message: string; count: number }>('DELETE', '/api/admin/fake-accounts'),
    onSettled: () => qc.invalidateQueries({ queryKey: ['account-rentals'] }),
  });
}

/** POST /api/admin/account-rentals: on behalf of an owner, with the approval status chosen. */
export function useAdminCreateRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateRentalInput) => apiRequest<RentalSaved>('POST', '/api/admin/account-rentals', input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['account-rentals'] }),
        qc.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
