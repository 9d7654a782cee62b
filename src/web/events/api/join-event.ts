import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export interface JoinResult {
  joined: boolean;
  currentParticipants: number;
  /** Issue 34: the caller's place in the waitlist (1 = next), null when not waiting. */
  waitlistPosition: number | null;
}

export const joinEvent = (id: number) => apiRequest<JoinResult>('POST', `/api/events/${id}/join`);
export const leaveEvent = (id: number) => apiRequest<JoinResult>('DELETE', `/api/events/${id}/join`);
export const joinWaitlist = (id: number) => apiRequest<JoinResult>('POST', `/api/events/${id}/waitlist`);
export const leaveWaitlist = (id: number) => apiRequest<JoinResult>('DELETE', `/api/events/${id}/waitlist`);

/** Join or leave; every events list and the member home card are refreshed afterwards. */
export function useToggleJoin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) => (join ? joinEvent(id) : leaveEvent(id)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['events'] }),
  });
}

/** Issue 34: into or out of a full event's waitlist. */
export function useToggleWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, wait }: { id: number; wait: boolean }) => (wait ? joinWaitlist(id) : leaveWaitlist(id)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['events'] }),
  });
}
