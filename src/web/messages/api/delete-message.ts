import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

/** Removes the message from the caller's own list only (the other person keeps it). */
export const deleteMessage = (id: number) => apiRequest<{ message: string }>('DELETE', `/api/messages/${id}`);

export function useDeleteMessage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSettled: () => qc.invalidateQueries({ queryKey: ['messages'] }) });
}
