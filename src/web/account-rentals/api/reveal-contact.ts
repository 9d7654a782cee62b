import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RentalContact } from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

/** Runs on 'Revelar Contato' (spec section 7); gated and counted on the server. */
export const revealContact = (id: number) => apiRequest<RentalContact>('GET', `/api/account-rentals/${id}/contact`);

export function useRevealContact(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['account-rentals', 'contact', id],
    mutationFn: () => revealContact(id),
    // Kept per listing: the card and its detail dialog show the same revealed number.
    onSuccess: (contact) => qc.setQueryData(['account-rentals', 'contact', id], contact),
  });
}
