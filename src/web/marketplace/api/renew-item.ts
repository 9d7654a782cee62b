import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemSaved } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

/** Issue 34: the owner's 'Renovar': 60 more days in the public lists, an expired listing back on show. */
export function useRenewItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ItemSaved>('POST', `/api/marketplace/${id}/renew`),
    onSuccess: (saved) => qc.setQueryData(['marketplace', 'detail', saved.item.id], saved.item),
    onSettled: () => qc.invalidateQueries({ queryKey: ['marketplace'] }),
  });
}
