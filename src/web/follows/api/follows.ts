import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Types only: the item page loads this file, and the contract module's values pull in zod.
import type { FollowState } from '../../../contract/follows.js';
import { apiRequest } from '../../lib/api.js';

/** Every follows query's key starts here. */
export const followsKey = ['follows'] as const;
const url = (memberNumber: string) => `/api/follows/${encodeURIComponent(memberNumber)}`;

/** 'Seguir' on a member: followed or not, and on one's own profile the followers' count. */
export function useFollowState(memberNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: [...followsKey, 'state', memberNumber],
    queryFn: () => apiRequest<FollowState>('GET', url(memberNumber)),
    enabled,
  });
}

/** Follows or unfollows; the button turns at once and goes back if the server refuses. */
export function useToggleFollow(memberNumber: string) {
  const qc = useQueryClient();
  const key = [...followsKey, 'state', memberNumber];
  return useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest<{ message: string; following: boolean }>(follow ? 'PUT' : 'DELETE', url(memberNumber)),
    onMutate: async (follow) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<FollowState>(key);
      qc.setQueryData<FollowState>(key, { following: follow, followers: before?.followers ?? null });
      return { before };
    },
    onError: (_e, _f, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: followsKey }),
  });
}
