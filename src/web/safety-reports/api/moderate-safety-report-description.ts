import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export const moderateSafetyReportDescription = ({ id, description }: { id: number; description: string }) =>
  apiRequest<{ message: string; description: string }>('PATCH', `/api/admin/safety-reports/${id}/description`, {
    description,
  });

/** Admin (issue 31): a report's description edited, or removed when empty ('Descrição removida pela moderação.'); audited. */
export function useModerateSafetyReportDescription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: moderateSafetyReportDescription,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}
