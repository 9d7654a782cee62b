import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export const getUnreadCount = () => apiRequest<{ count: number }>('GET', '/api/messages/unread-count');

/**
 * The header badge and the member home count. The one query refetched when the window regains
 * focus (new messages arrive while the member is elsewhere); every message action invalidates it.
 */
export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'unread-count'],
    queryFn: getUnreadCount,
    select: (d) => d.count,
    refetchOnWindowFocus: 'always',
  });

export const useUnreadCount = () => useQuery(getUnreadCountQueryOptions());
