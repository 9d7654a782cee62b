import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

/** Spec: DELETE /api/safety-reports/reset removes every report (admins only). */
export const resetSafetyMap = () => apiRequest<{ deleted: number }>('DELETE', '/api/safety-reports/reset');

export function useResetSafetyMap() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetSafetyMap,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}
