import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertInput, MyAlert } from '../../../contract/blacklist.js';
import { apiRequest } from '../../lib/api.js';

/** POST /api/blacklist (subscribers): the alert waits for an admin's approval. */
export const createAlert = (input: CreateAlertInput) =>
  apiRequest<{ item: MyAlert; message: string }>('POST', '/api/blacklist', input);

export function useCreateAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    // The member's own list and, for an admin on this browser, the queue and its badge.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['blacklist'] }),
  });
}
