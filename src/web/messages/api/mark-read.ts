import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';

export const markRead = (id: number) => apiRequest<Message>('PUT', `/api/messages/${id}/read`);

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markRead, onSettled: () => qc.invalidateQueries({ queryKey: ['messages'] }) });
}
