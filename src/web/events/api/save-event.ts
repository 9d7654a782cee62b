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

/** Issue 34: an admin calls the event off with a reason (participants and waitlist are told). */
export const cancelEvent = (id: number, reason: string) =>
  apiRequest<{ message: string }>('POST', `/api/admin/events/${id}/cancel`, { reason });

export function useCancelEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => cancelEvent(id, reason),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['events'] }),
  });
}
