import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAlert } from '../../../contract/blacklist.js';
import { apiRequest } from '../../lib/api.js';

type Saved = { item: AdminAlert; message: string };
export type AlertAction = { id: number } & (
  | { kind: 'status'; status: 'approved' | 'rejected' }
  | { kind: 'active'; isActive: boolean }
  | { kind: 'delete' }
);

/** PUT …/status (pending only), PUT …/active (approved only), DELETE (any state). */
export function actOnAlert(a: AlertAction): Promise<Saved | { message: string }> {
  if (a.kind === 'status') return apiRequest<Saved>('PUT', `/api/admin/blacklist/${a.id}/status`, { status: a.status });
  if (a.kind === 'active')
    return apiRequest<Saved>('PUT', `/api/admin/blacklist/${a.id}/active`, { isActive: a.isActive });
  return apiRequest<{ message: string }>('DELETE', `/api/admin/blacklist/${a.id}`);
}

// Every action changes the lists and the pending badge: refresh everything under ['blacklist'].
export function useAlertAction() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: actOnAlert, onSettled: () => qc.invalidateQueries({ queryKey: ['blacklist'] }) });
}
