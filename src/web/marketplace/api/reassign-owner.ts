import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemSaved } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

/** Gives an orphan item (no seller) to an active user. */
export const reassignOwner = (id: number, sellerId: number) =>
  apiRequest<ItemSaved>('PATCH', `/api/admin/marketplace/${id}/owner`, { sellerId });

export function useReassignOwner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sellerId }: { id: number; sellerId: number }) => reassignOwner(id, sellerId),
    onSettled: () => qc.invalidateQueries({ queryKey: ['marketplace'] }),
  });
}
