import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sponsor, SponsorCreateInput, SponsorUpdateInput } from '../../../contract/sponsors.js';
import { apiRequest } from '../../lib/api.js';

export const createSponsor = (input: SponsorCreateInput) => apiRequest<Sponsor>('POST', '/api/admin/sponsors', input);
export const updateSponsor = (id: number, input: SponsorUpdateInput) =>
  apiRequest<Sponsor>('PUT', `/api/admin/sponsors/${id}`, input);
export const deleteSponsor = (id: number) => apiRequest<{ message: string }>('DELETE', `/api/admin/sponsors/${id}`);

/** Spec: the public sponsors refresh after any change, so the whole ['sponsors'] root is invalidated. */
function useInvalidateSponsors() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['sponsors'] });
}

export function useSaveSponsor() {
  const invalidate = useInvalidateSponsors();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SponsorCreateInput | SponsorUpdateInput }) =>
      id ? updateSponsor(id, input) : createSponsor(input as SponsorCreateInput),
    onSettled: invalidate,
  });
}

export function useDeleteSponsor() {
  const invalidate = useInvalidateSponsors();
  return useMutation({ mutationFn: deleteSponsor, onSettled: invalidate });
}
