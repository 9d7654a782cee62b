import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItemInput, ItemSaved, UpdateItemInput } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

export const createItem = (input: CreateItemInput) => apiRequest<ItemSaved>('POST', '/api/marketplace', input);
export const updateItem = (id: number, input: UpdateItemInput) =>
  apiRequest<ItemSaved>('PUT', `/api/marketplace/${id}`, input);

/** Create (no id) or update; every marketplace list, the item and the member home card refresh. */
export function useSaveItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CreateItemInput | UpdateItemInput }) =>
      id ? updateItem(id, input as UpdateItemInput) : createItem(input as CreateItemInput),
    onSuccess: (saved) => {
      qc.setQueryData(['marketplace', 'detail', saved.item.id], saved.item);
      return qc.invalidateQueries({ queryKey: ['marketplace'] });
    },
  });
}
