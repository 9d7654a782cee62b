import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportKind, ReportReason } from '../../../contract/reports-labels.js';
import { apiRequest } from '../../lib/api.js';

export interface CreateReportInput {
  kind: ReportKind;
  targetId: number;
  reason: ReportReason;
  details?: string;
}

/** POST /api/reports: one report per member per thing (409 after). */
export const createReport = (input: CreateReportInput) =>
  apiRequest<{ message: string; hidden: boolean }>('POST', '/api/reports', input);

export function useCreateReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // 'Minhas denúncias'; a report that hid the thing also changes the lists it was in.
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: ['reports'] });
      if (r.hidden)
        for (const key of ['marketplace', 'account-rentals', 'safety-reports'])
          void qc.invalidateQueries({ queryKey: [key] });
    },
  });
}
