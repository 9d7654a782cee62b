import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../contract/auth.js';
import type { CurrentUser } from '../../contract/users.js';
import { accessOf } from './access.js';
import { apiRequest, getOrNullOn401 } from './api.js';
import { paths } from './paths.js';

/** Spec: the current user is refetched on mount and window focus, never fresh, no retry; 401 = no user. */
export const userQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: () => getOrNullOn401<CurrentUser>('/api/user'),
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
  retry: false,
});

const userQueryHash = hashKey(userQueryOptions.queryKey);

export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    // Authenticated = the current-user result is present and no error occurred (spec section 4).
    isAuthenticated: !!user && !query.error,
    // isSubscribed, hasMemberAccess, isAdmin: the contract's paywall rule; components read these, never recompute them.
    ...accessOf(user),
  };
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/login', input),
    onSuccess: (user) => {
      // Spec: success clears cached data (another account's data must not linger). The current-user
      // entry is overwritten in place, not removed: clear() would leave its mounted observers on the
      // removed query, and the route table kept rendering the logged-out routes after signing in.
      qc.removeQueries({ predicate: (q) => q.queryHash !== userQueryHash });
      qc.setQueryData(userQueryOptions.queryKey, user);
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/register', input) });
}

/** Spec: logout clears the client cache and goes to / even when the call fails. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await apiRequest('POST', '/api/logout');
    } catch (err) {
      console.warn('logout failed', err);
    }
    qc.clear();
    qc.setQueryData(userQueryOptions.queryKey, null);
    window.location.assign(paths.home());
  };
}
