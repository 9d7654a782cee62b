import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';
import { notificationsKey } from './get-notifications.js';
import { getUnreadNotificationCountQueryOptions } from './get-unread-count.js';

type Marked = { message: string; unread: number };

export const markNotificationRead = (id: number) => apiRequest<Marked>('POST', `/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => apiRequest<Marked>('POST', '/api/notifications/read-all');

/** The badge takes the server's count at once; every notification query is then fetched again. */
function settle(qc: QueryClient, marked: Marked | undefined) {
  if (marked) qc.setQueryData(getUnreadNotificationCountQueryOptions().queryKey, { count: marked.unread });
  return qc.invalidateQueries({ queryKey: notificationsKey });
}

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSettled: (data) => settle(qc, data) });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled: (data) => settle(qc, data) });
}
