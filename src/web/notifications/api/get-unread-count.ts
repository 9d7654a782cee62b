import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';
import { notificationsKey } from './get-notifications.js';

export const getUnreadNotificationCount = () => apiRequest<{ count: number }>('GET', '/api/notifications/unread-count');

/** The bell's badge: refetched when the window regains focus (the live stream invalidates it too). */
export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread-count'],
    queryFn: getUnreadNotificationCount,
    select: (d) => d.count,
    refetchOnWindowFocus: 'always',
  });

export const useUnreadNotificationCount = () => useQuery(getUnreadNotificationCountQueryOptions());
