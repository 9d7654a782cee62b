import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplicationInput } from '../../../contract/partner-applications.js';
import { apiRequest } from '../../lib/api.js';

/** POST /api/partner-applications (public; 429 past 5 an hour from one address). */
export const createPartnerApplication = (input: PartnerApplicationInput) =>
  apiRequest<{ id: number; message: string }>('POST', '/api/partner-applications', input);

export function useCreatePartnerApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPartnerApplication,
    // An admin signed in on this browser sees the new request (and the badge) at once.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['partner-applications'] }),
  });
}
