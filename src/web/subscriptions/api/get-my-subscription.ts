import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySubscription } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';

/** GET /api/subscription: the member's own membership (status, price, renewal, cancellation). */
export const getMySubscription = () => apiRequest<MySubscription>('GET', '/api/subscription');

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'mine'], queryFn: getMySubscription });

export const useMySubscription = (enabled = true) => useQuery({ ...mySubscriptionQueryOptions(), enabled });
