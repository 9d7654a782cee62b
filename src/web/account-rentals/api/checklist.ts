import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the rentals list loads no zod.
import type { RentalChecklist } from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

const key = ['account-rentals', 'checklist'] as const;

/** Issue 33: whether the member's renter checklist holds (ticked within the year); one request a session. */
export function useRenterChecklist(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => apiRequest<RentalChecklist>('GET', '/api/account-rentals/checklist'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptChecklist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RentalChecklist & { message: string }>('PUT', '/api/account-rentals/checklist', {
        substitute: true,
        selfEmployed: true,
        notStamp2: true,
      }),
    onSuccess: ({ message: _m, ...state }) => qc.setQueryData(key, state),
  });
}
