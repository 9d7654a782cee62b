import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';

export type DemoOutcome = 'approved' | 'declined';

/** POST /api/subscription/demo-payment: the demo checkout's two buttons (no real payment). */
export const demoPayment = (input: { clientSecret: string; outcome: DemoOutcome }) =>
  apiRequest<{ status: 'succeeded' | 'requires_payment_method' }>('POST', '/api/subscription/demo-payment', input);

export function useDemoPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: demoPayment,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['users', 'me'] });
      void qc.invalidateQueries({ queryKey: ['subscriptions'] });
    },
  });
}
