import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventView } from '../../../contract/events.js';
import { apiRequest } from '../../lib/api.js';

export interface EventPage {
  items: EventView[];
  nextCursor: string | null;
}

export type EventListFilter = { when: 'upcoming' | 'past'; joined?: boolean; limit?: number; admin?: boolean };

export function getEvents(f: EventListFilter, cursor?: string | null): Promise<EventPage> {
  const qs = new URLSearchParams({ when: f.when, limit: String(f.limit ?? 12) });
  if (f.joined) qs.set('joined', 'true');
  if (cursor) qs.set('cursor', cursor);
  return apiRequest<EventPage>('GET', `${f.admin ? '/api/admin/events' : '/api/events'}?${qs}`);
}

export const getEventsQueryOptions = (f: EventListFilter) =>
  infiniteQueryOptions({
    queryKey: ['events', 'list', f],
    queryFn: ({ pageParam }) => getEvents(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useEvents(f: EventListFilter) {
  const q = useInfiniteQuery(getEventsQueryOptions(f));
  return { ...q, events: q.data?.pages.flatMap((p) => p.items) ?? [] };
}
