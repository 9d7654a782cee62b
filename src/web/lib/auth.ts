import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../contract/auth.js';
import { APP_LANG } from '../../contract/i18n.js';
import type { LoginPending } from '../../contract/two-factor.js';
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
    // Loading = no answer yet. A failed answer asked again (each page that mounts asks again: refetchOnMount)
    // is not loading: offline, the route table would unmount the page for a spinner at every ask, and
    // the page's next mount would ask again, for as long as the tab is open.
    isLoading: !query.isFetched,
    // Authenticated = the current-user result is present and no error occurred (spec section 4).
    isAuthenticated: !!user && !query.error,
    // isSubscribed, hasMemberAccess, isAdmin: the contract's paywall rule; components read these, never recompute them.
    ...accessOf(user),
  };
}

/**
 * Issue 36: a member who chose a language has it back when signing in on this browser (the answer set
 * the `lang` cookie); the page is another build, so it opens again once the sign-in has moved on.
 */
export function followAccountLanguage(user: CurrentUser): void {
  if (user.language && user.language !== APP_LANG) setTimeout(() => location.reload(), 0);
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    // Two-factor on (issue 30): a 202 with the second step's token, and no session yet.
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser | LoginPending>('POST', '/api/login', input),
    onSuccess: (user) => {
      if ('twoFactorRequired' in user) return;
      // Spec: success clears cached data (another account's data must not linger). The current-user
      // entry is overwritten in place, not removed: clear() would leave its mounted observers on the
      // removed query, and the route table kept rendering the logged-out routes after signing in.
      qc.removeQueries({ predicate: (q) => q.queryHash !== userQueryHash });
      qc.setQueryData(userQueryOptions.queryKey, user);
      followAccountLanguage(user);
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
