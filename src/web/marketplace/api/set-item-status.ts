import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { updateItem } from './save-item.js';

/** The owner's Ativo/Inativo switch (not an edit of the content: the approval stays as it is). */
export function useSetItemStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      updateItem(id, { status: active ? 'active' : 'inactive' }),
    onSuccess: (saved: { item: MarketplaceItem }) =>
      qc.setQueryData(['marketplace', 'detail', saved.item.id], saved.item),
    onSettled: () => qc.invalidateQueries({ queryKey: ['marketplace'] }),
  });
}
