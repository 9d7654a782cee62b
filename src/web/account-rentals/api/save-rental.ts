import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRentalInput,
  RentalSaved,
  RentalStatus,
  UpdateRentalInput,
} from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

export const createRental = (input: CreateRentalInput) =>
  apiRequest<RentalSaved>('POST', '/api/account-rentals', input);
export const updateRental = (id: number, input: UpdateRentalInput) =>
  apiRequest<RentalSaved>('PUT', `/api/account-rentals/${id}`, input);
export const setRentalStatus = (id: number, status: RentalStatus) =>
  apiRequest<RentalSaved>('PUT', `/api/account-rentals/${id}/status`, { status });

/** Every rentals list (page, landing, admin) and the public stats refresh. */
const refresh = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['account-rentals'] }), qc.invalidateQueries({ queryKey: ['stats'] })]);

export function useCreateRental() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRental, onSuccess: () => refresh(qc) });
}

export function useSetRentalStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RentalStatus }) => setRentalStatus(id, status),
    onSuccess: () => refresh(qc),
  });
}

/** Issue 34: the owner's 'Renovar': 60 more days in the public list. */
export function useRenewRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RentalSaved>('POST', `/api/account-rentals/${id}/renew`),
    onSuccess: () => refresh(qc),
  });
}

/** The owner's (or an admin's) edit: an approved rental keeps showing until an admin reviews it. */
export function useUpdateRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateRentalInput }) => updateRental(id, input),
    onSuccess: () => refresh(qc),
  });
}
