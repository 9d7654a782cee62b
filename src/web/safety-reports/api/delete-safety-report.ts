import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export const deleteSafetyReport = (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/admin/safety-reports/${id}`);

/** Admin: a false or abusive report leaves the map, the figures and the admin list. */
export function useDeleteSafetyReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSafetyReport,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}
