import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoteAnswer, VoteResult, VoteTally } from '../../../contract/safety-report-votes.js';
import { apiRequest } from '../../lib/api.js';

// Issue 31: the answers of one report's popup. The counts are public; `mine` is the member's own.
const key = (id: number) => ['safety-reports', 'votes', id] as const;

/** GET /api/safety-reports/{id}/votes, asked when the popup opens. */
export const useSafetyReportVotes = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: () => apiRequest<VoteTally>('GET', `/api/safety-reports/${id}/votes`),
    staleTime: 0,
  });

/** PUT /api/safety-reports/{id}/votes: the answer, new or changed; the map's heat and counts follow. */
export function useAnswerSafetyReport(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answer: VoteAnswer) => apiRequest<VoteResult>('PUT', `/api/safety-reports/${id}/votes`, { answer }),
    onSuccess: (result) => {
      qc.setQueryData<VoteTally>(key(id), {
        confirmations: result.confirmations,
        disputes: result.disputes,
        mine: result.mine,
      });
      // The map (weights, 'Agora') and the figures: everything under ['safety-reports'] but this tally.
      return qc.invalidateQueries({
        queryKey: ['safety-reports'],
        predicate: (q) => q.queryKey[1] !== 'votes',
      });
    },
  });
}
