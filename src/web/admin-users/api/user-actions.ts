import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDeleted, AdminUserResult } from '../../../contract/admin-users.js';
import type { MySubscription } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';

const base = (id: number) => `/api/admin/users/${id}`;

export const setUserStatus = (id: number, isActive: boolean) =>
  apiRequest<AdminUserResult>('PATCH', `${base(id)}/status`, { isActive });
export const makeAdmin = (id: number) => apiRequest<AdminUserResult>('POST', `${base(id)}/make-admin`);
export const activateSubscription = (id: number) =>
  apiRequest<AdminUserResult>('POST', `${base(id)}/activate-subscription`);
export const grantMonth = (id: number) => apiRequest<AdminUserResult>('POST', `${base(id)}/grant-month-subscription`);
export const changePassword = (id: number, password: string) =>
  apiRequest<AdminUserResult>('POST', `${base(id)}/change-password`, { password });
/** Paid subscriptions end with the period paid for; admin-given and demo ones at once (decision 013). */
export const cancelSubscription = (id: number) =>
  apiRequest<{ message: string; subscription: MySubscription }>('POST', `${base(id)}/cancel-subscription`);

export function useCancelSubscription() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: cancelSubscription, onSettled: invalidate });
}

/** Super admins only (the server refuses the rest): removes the user and everything they own. */
export const deleteUser = (id: number) => apiRequest<AdminUserDeleted>('DELETE', base(id));

export type UserAction =
  | { kind: 'status'; id: number; isActive: boolean }
  | { kind: 'make-admin' | 'activate-subscription' | 'grant-month'; id: number }
  | { kind: 'change-password'; id: number; password: string };

function run(a: UserAction): Promise<AdminUserResult> {
  switch (a.kind) {
    case 'status':
      return setUserStatus(a.id, a.isActive);
    case 'make-admin':
      return makeAdmin(a.id);
    case 'activate-subscription':
      return activateSubscription(a.id);
    case 'grant-month':
      return grantMonth(a.id);
    case 'change-password':
      return changePassword(a.id, a.password);
  }
}

/**
 * Every user action changes the list row, the detail (audit log) and maybe the counts of the
 * Estatísticas tab; an admin acting on their own account changes ['users', 'me'] too.
 */
function useInvalidateUsers() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: ['users'] }), qc.invalidateQueries({ queryKey: ['stats'] })]);
}

export function useUserAction() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: run, onSettled: invalidate });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: (_data, _err, id) => {
      // The deleted user's detail is not refetched (it would answer 404 while its dialog closes).
      const gone = (key: readonly unknown[]) => key[2] === 'details' && key[3] === id;
      return Promise.all([
        qc.invalidateQueries({ queryKey: ['users'], predicate: (q) => !gone(q.queryKey) }),
        qc.invalidateQueries({ queryKey: ['stats'] }),
      ]);
    },
  });
}
