import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction, ReportKind } from '../../../contract/reports-labels.js';
import { apiRequest } from '../../lib/api.js';

/** POST /api/admin/reports/resolve: one action closes every open report of the thing. */
export const resolveReport = (input: { kind: ReportKind; targetId: number; action: ReportAction }) =>
  apiRequest<{ message: string; resolved: number }>('POST', '/api/admin/reports/resolve', input);

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // The queue and its badge, and whatever the action changed: listings, rentals, incidents, messages, reviews,
    // and the admin's user list and details (cached under ['users', 'admin', …]: a member deactivated).
    onSettled: () => {
      for (const key of [
        'reports',
        'marketplace',
        'account-rentals',
        'safety-reports',
        'messages',
        'bikes',
        'reviews',
      ]) {
        void qc.invalidateQueries({ queryKey: [key] });
      }
      void qc.invalidateQueries({ queryKey: ['users', 'admin'] });
    },
  });
}
