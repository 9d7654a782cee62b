import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplication } from '../../../contract/partner-applications.js';
import { apiRequest } from '../../lib/api.js';

/** PUT /api/admin/partner-applications/{id}/status: only while pending (409 afterwards). */
export const reviewPartnerApplication = (id: number, status: 'approved' | 'rejected') =>
  apiRequest<PartnerApplication>('PUT', `/api/admin/partner-applications/${id}/status`, { status });

/** DELETE /api/admin/partner-applications/{id}: any state. */
export const deletePartnerApplication = (id: number) =>
  apiRequest<{ message: string }>('DELETE', `/api/admin/partner-applications/${id}`);

// Both change the list and the pending badge: refresh everything under ['partner-applications'].
export function useReviewPartnerApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      reviewPartnerApplication(id, status),
    onSettled: () => qc.invalidateQueries({ queryKey: ['partner-applications'] }),
  });
}

export function useDeletePartnerApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePartnerApplication,
    onSettled: () => qc.invalidateQueries({ queryKey: ['partner-applications'] }),
  });
}
