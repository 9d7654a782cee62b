import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionsList } from '../../../contract/sessions.js';
import { apiRequest } from '../../lib/api.js';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: () => apiRequest<SessionsList>('GET', '/api/sessions'),
  });

/** GET /api/sessions: the member's signed-in browsers, this one marked. */
export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /api/sessions/:handle ('Encerrar') or POST /api/sessions/end-others ('Encerrar todas as outras'). */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? apiRequest<{ message: string }>('POST', '/api/sessions/end-others')
        : apiRequest<{ message: string }>('DELETE', `/api/sessions/${id}`),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
