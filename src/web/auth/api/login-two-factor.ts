import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginTwoFactorInput } from '../../../contract/two-factor.js';
import type { CurrentUser } from '../../../contract/users.js';
import { apiRequest } from '../../lib/api.js';
import { followAccountLanguage, userQueryOptions } from '../../lib/auth.js';

/** POST /api/login/two-factor: the sign-in's second step; its answer is the member, as useLogin's. */
export function useLoginTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginTwoFactorInput) => apiRequest<CurrentUser>('POST', '/api/login/two-factor', input),
    onSuccess: (user) => {
      // As useLogin: another account's data must not linger; the current-user entry is overwritten in place.
      const mine = hashKey(userQueryOptions.queryKey);
      qc.removeQueries({ predicate: (q) => q.queryHash !== mine });
      qc.setQueryData(userQueryOptions.queryKey, user);
      followAccountLanguage(user);
    },
  });
}
