import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemSaved } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

export type Moderation = 'approve' | 'reject' | 'delete';

export const approveItem = (id: number) => apiRequest<ItemSaved>('POST', `/api/admin/marketplace/${id}/approve`);
export const rejectItem = (id: number) => apiRequest<ItemSaved>('POST', `/api/admin/marketplace/${id}/reject`);
export const deleteItem = (id: number) => apiRequest<{ message: string }>('DELETE', `/api/admin/marketplace/${id}`);

/** Approve, reject or delete; every marketplace query (public, admin, mine, details) refreshes. */
export function useModerateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Moderation }): Promise<{ message: string }> =>
      action === 'approve' ? approveItem(id) : action === 'reject' ? rejectItem(id) : deleteItem(id),
    onSettled: () => qc.invalidateQueries({ queryKey: ['marketplace'] }),
  });
}
