import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type MessageBox, type MessagePage } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';

export function getMessages(
  q: { box?: MessageBox; cursor?: number | null; limit?: number } = {},
): Promise<MessagePage> {
  const qs = new URLSearchParams({ limit: String(q.limit ?? MESSAGES_PAGE_SIZE) });
  if (q.box) qs.set('box', q.box);
  if (q.cursor) qs.set('cursor', String(q.cursor));
  return apiRequest<MessagePage>('GET', `/api/messages?${qs}`);
}

/** One tab of /messages, page by page (newest first). */
export const getMessagesQueryOptions = (box: MessageBox) =>
  infiniteQueryOptions({
    queryKey: ['messages', 'list', box],
    queryFn: ({ pageParam }) => getMessages({ box, cursor: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMessages(box: MessageBox) {
  const q = useInfiniteQuery(getMessagesQueryOptions(box));
  return { ...q, messages: q.data?.pages.flatMap((p) => p.items) ?? [] };
}

/** The member home's recent activity: the latest messages, sent or received. */
export const getRecentMessagesQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['messages', 'list', 'recent', limit], queryFn: () => getMessages({ limit }) });

export const useRecentMessages = (limit: number) => useQuery(getRecentMessagesQueryOptions(limit));
