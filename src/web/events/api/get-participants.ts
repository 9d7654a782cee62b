import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export interface Participant {
  userId: number;
  displayName: string | null;
  firstName: string;
  lastName: string;
  memberNumber: string;
  joinedAt: string;
}

export const getParticipants = (eventId: number) =>
  apiRequest<Participant[]>('GET', `/api/admin/events/${eventId}/participants`);

export const useParticipants = (eventId: number | null) =>
  useQuery({
    queryKey: ['events', 'participants', eventId],
    queryFn: () => getParticipants(eventId!),
    enabled: eventId !== null,
    staleTime: 0,
  });
