import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionAnswer } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';

/** POST /api/create-subscription: already_active, or the client secret of the payment to confirm. */
export const createSubscription = () => apiRequest<CreateSubscriptionAnswer>('POST', '/api/create-subscription');

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
