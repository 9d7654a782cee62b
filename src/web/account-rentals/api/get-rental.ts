import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rental } from '../../../contract/account-rentals.js';
import { apiRequest } from '../../lib/api.js';

export const getRental = (id: number) => apiRequest<Rental>('GET', `/api/account-rentals/${id}`);

/** One rental (its owner also reads it while pending or rejected). */
export const getRentalQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['account-rentals', 'one', id], queryFn: () => getRental(id), retry: false });

export const useRental = (id: number) => useQuery(getRentalQueryOptions(id));
