import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE, type Message, type MessagePage } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';

/** Who the conversation is with, and the item it is about (null: about no item). */
export interface ConversationKey {
  memberId: number;
  itemId: number | null;
}

export function getConversation(k: ConversationKey, cursor: number | null): Promise<MessagePage> {
  const qs = new URLSearchParams({ memberId: String(k.memberId), limit: String(CONVERSATION_PAGE_SIZE) });
  if (k.itemId !== null) qs.set('itemId', String(k.itemId));
  if (cursor) qs.set('cursor', String(cursor));
  return apiRequest<MessagePage>('GET', `/api/messages/conversation?${qs}`);
}

export const conversationQueryKey = (k: ConversationKey) => ['messages', 'conversation', k.memberId, k.itemId] as const;

/** The reply dialog's conversation: the latest page first, older pages on demand (each oldest first). */
export const getConversationQueryOptions = (k: ConversationKey) =>
  infiniteQueryOptions({
    queryKey: conversationQueryKey(k),
    queryFn: ({ pageParam }) => getConversation(k, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every message fetched so far, oldest first (older pages come after in `pages`). */
export const conversationMessages = (data: InfiniteData<MessagePage> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.items) : [];

export function useConversation(k: ConversationKey) {
  // No one to talk to once the sender deleted their account (memberId 0): the original alone.
  const q = useInfiniteQuery({ ...getConversationQueryOptions(k), enabled: k.memberId > 0 });
  return { ...q, messages: conversationMessages(q.data) };
}
