import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';

export interface SendMessageBody {
  receiverId: number;
  content: string;
  itemId?: number | null;
  /** Sent on replies (spec); the server takes the title from the item anyway. */
  itemTitle?: string | null;
}

export const sendMessage = (body: SendMessageBody) => apiRequest<Message>('POST', '/api/messages', body);

/** Sends (the text trimmed, spec section 5); lists, counts and the unread badge are refreshed. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage({ ...body, content: body.content.trim() }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['messages'] }),
  });
}
