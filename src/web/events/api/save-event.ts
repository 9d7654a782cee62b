import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, EventView, UpdateEventInput } from '../../../contract/events.js';
import { apiRequest } from '../../lib/api.js';

export const createEvent = (input: CreateEventInput) => apiRequest<EventView>('POST', '/api/events', input);
export const updateEvent = (id: number, input: UpdateEventInput) =>
  apiRequest<EventView>('PUT', `/api/events/${id}`, input);

export function useSaveEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CreateEventInput | UpdateEventInput }) =>
      id ? updateEvent(id, input as UpdateEventInput) : createEvent(input as CreateEventInput),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['events'] }),
  });
}
