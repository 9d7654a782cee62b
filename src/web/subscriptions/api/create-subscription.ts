import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionAnswer, CreateSubscriptionInput } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';

/**
 * POST /api/create-subscription: already_active, or the client secret of the payment to confirm.
 * `{ renew: true }` pays now although the membership is in force (the month starts at its end).
 */
export const createSubscription = (input?: CreateSubscriptionInput) =>
  apiRequest<CreateSubscriptionAnswer>('POST', '/api/create-subscription', input);

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
