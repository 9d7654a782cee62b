import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

/** POST /api/blocks and DELETE /api/blocks/{id}. */
export const blockMember = (memberId: number) => apiRequest<{ message: string }>('POST', '/api/blocks', { memberId });
export const unblockMember = (memberId: number) => apiRequest<{ message: string }>('DELETE', `/api/blocks/${memberId}`);

// A block changes the blocker's lists (the blocked member's listings and rentals leave them).
const CHANGED = ['blocks', 'marketplace', 'account-rentals'];

export function useBlockMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, block }: { memberId: number; block: boolean }) =>
      block ? blockMember(memberId) : unblockMember(memberId),
    onSettled: () => {
      for (const key of CHANGED) void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
