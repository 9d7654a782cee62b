import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
// Types only: the bell loads this file, and the contract module's values pull in zod.
import type { NotificationPage } from '../../../contract/notifications.js';
import { apiRequest } from '../../lib/api.js';

/** Every notification query's key starts here: the live stream and every mutation invalidate it. */
export const notificationsKey = ['notifications'] as const;

/** One page of the member's notifications, newest first (`cursor`: the last id seen). */
export function getNotifications(p: { cursor?: number | null; limit?: number; unread?: boolean } = {}) {
  const qs = new URLSearchParams();
  if (p.limit) qs.set('limit', String(p.limit));
  if (p.cursor) qs.set('cursor', String(p.cursor));
  if (p.unread) qs.set('unread', 'true');
  const s = qs.toString();
  return apiRequest<NotificationPage>('GET', s ? `/api/notifications?${s}` : '/api/notifications');
}

/** /notificacoes: every notification, page by page ('Carregar mais'). */
export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list'],
    queryFn: ({ pageParam }) => getNotifications({ cursor: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  const q = useInfiniteQuery(getNotificationsQueryOptions());
  return { ...q, items: q.data?.pages.flatMap((p) => p.items) ?? [], unread: q.data?.pages[0]?.unread ?? 0 };
}

/** How many the bell's panel shows. */
export const LATEST_NOTIFICATIONS = 6;

/** The bell's panel: the latest few, fetched when it opens. */
export const getLatestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest'],
    queryFn: () => getNotifications({ limit: LATEST_NOTIFICATIONS }),
  });

export const useLatestNotifications = (enabled: boolean) =>
  useQuery({ ...getLatestNotificationsQueryOptions(), enabled });
