import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../contract/privacy.js';
import { apiRequest } from '../../lib/api.js';
import { userQueryOptions } from '../../lib/auth.js';

/** POST /api/privacy/delete-account: the server clears the session cookie when it answers 200. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<{ message: string }>('POST', '/api/privacy/delete-account', input);

/**
 * `onDeleted` runs first (leave the members-only page), then, like a logout, nothing of the member
 * stays in the cache and the app sees a visitor — in that order, or the page's guard would send
 * the former member to /login.
 */
export function useDeleteAccount(onDeleted: (res: { message: string }) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (res) => {
      onDeleted(res);
      // Like sign-in (lib/auth.ts): the current-user entry is overwritten, not removed. clear() took
      // it too, and the app went back to its loading state and then to /login instead of the landing.
      const userHash = hashKey(userQueryOptions.queryKey);
      qc.removeQueries({ predicate: (q) => q.queryHash !== userHash });
      qc.setQueryData(userQueryOptions.queryKey, null);
    },
  });
}
