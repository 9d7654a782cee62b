import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSafetyReportInput, PublicReport } from '../../../contract/safety-reports.js';
import { apiRequest } from '../../lib/api.js';

export const createSafetyReport = (input: CreateSafetyReportInput) =>
  apiRequest<PublicReport>('POST', '/api/safety-reports', input);

export function useCreateSafetyReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSafetyReport,
    // The new report shows on the map and in the figures at once.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-reports'] }),
  });
}
