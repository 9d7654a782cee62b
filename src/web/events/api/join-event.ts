import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export interface JoinResult {
  joined: boolean;
  currentParticipants: number;
}

export const joinEvent = (id: number) => apiRequest<JoinResult>('POST', `/api/events/${id}/join`);
export const leaveEvent = (id: number) => apiRequest<JoinResult>('DELETE', `/api/events/${id}/join`);

/** Join or leave; every events list and the member home card are refreshed afterwards. */
export function useToggleJoin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) => (join ? joinEvent(id) : leaveEvent(id)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['events'] }),
  });
}
