import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';
import { conversationQueryKey } from './get-conversation.js';

export interface SendMessageBody {
  receiverId: number;
  content: string;
  itemId?: number | null;
  /** Sent on replies (spec); the server takes the title from the item anyway. */
  itemTitle?: string | null;
}

export const sendMessage = (body: SendMessageBody) => apiRequest<Message>('POST', '/api/messages', body);

/**
 * The sent message shows at once (issue 28: a reply appeared only after a reload): at the end of its
 * conversation and at the top of 'Enviadas', before the refetch confirms both.
 */
export function showSent(qc: QueryClient, sent: Message) {
  qc.setQueryData<InfiniteData<MessagePage>>(
    conversationQueryKey({ memberId: sent.receiverId, itemId: sent.itemId }),
    (data) => {
      if (!data?.pages.length || data.pages[0]!.items.some((m) => m.id === sent.id)) return data;
      const [latest, ...older] = data.pages;
      return { ...data, pages: [{ ...latest!, items: [...latest!.items, sent] }, ...older] };
    },
  );
  qc.setQueryData<InfiniteData<MessagePage>>(['messages', 'list', 'sent'], (data) => {
    if (!data?.pages.length || data.pages[0]!.items.some((m) => m.id === sent.id)) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [sent, ...first!.items] }, ...rest] };
  });
}

/** Sends (the text trimmed, spec section 5); lists, counts and the unread badge are refreshed. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage({ ...body, content: body.content.trim() }),
    onSuccess: (sent) => showSent(qc, sent),
    onSettled: () => qc.invalidateQueries({ queryKey: ['messages'] }),
  });
}
