import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOffer } from '../../../contract/subscriptions.js';
import { apiRequest } from '../../lib/api.js';
import { formatEuro } from '../../lib/format.js';

/** GET /api/subscription/offer: prices, launch-promotion places and the payment mode (public). */
export const getOffer = () => apiRequest<SubscriptionOffer>('GET', '/api/subscription/offer');

export const offerQueryOptions = () => queryOptions({ queryKey: ['subscriptions', 'offer'], queryFn: getOffer });

export const useOffer = () => useQuery(offerQueryOptions());

/** Cents to "€ 2,99" without pulling the whole format module into the landing chunk. */
export const euros = (cents: number) => formatEuro(cents / 100);

/** YYYY-MM-DD to dd/mm/aaaa. */
export const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/');
