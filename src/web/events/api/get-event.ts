import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventView } from '../../../contract/events.js';
import { apiRequest } from '../../lib/api.js';

export const getEvent = (id: number) => apiRequest<EventView>('GET', `/api/events/${id}`);

export const getEventQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['events', 'detail', id], queryFn: () => getEvent(id) });

export const useEvent = (id: number | null) => useQuery({ ...getEventQueryOptions(id ?? 0), enabled: id !== null });
