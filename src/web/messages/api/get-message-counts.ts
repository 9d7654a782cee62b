import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCounts } from '../../../contract/messages.js';
import { apiRequest } from '../../lib/api.js';

export const getMessageCounts = () => apiRequest<MessageCounts>('GET', '/api/messages/counts');

/** 'Recebidas (n)' / 'Enviadas (n)' and the page's unread badge. */
export const getMessageCountsQueryOptions = () =>
  queryOptions({ queryKey: ['messages', 'counts'], queryFn: getMessageCounts });

export const useMessageCounts = () => useQuery(getMessageCountsQueryOptions());
