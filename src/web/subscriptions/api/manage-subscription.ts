import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySubscription } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';

type Answer = { message: string; subscription: MySubscription };

/** POST /api/subscription/cancel (at period end) or /reactivate (undo before it ends). */
export const setCancelAtPeriodEnd = (cancel: boolean) =>
  apiRequest<Answer>('POST', cancel ? '/api/subscription/cancel' : '/api/subscription/reactivate');

export function useSetCancelAtPeriodEnd() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: (answer) => {
      qc.setQueryData(['subscriptions', 'mine'], answer.subscription);
      void qc.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
}

/** POST /api/subscription/portal: a Stripe customer-portal session (card change, invoices). */
export const openPortal = () => apiRequest<{ url: string }>('POST', '/api/subscription/portal');

export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
