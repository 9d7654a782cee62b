import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

export const getItem = (id: number) => apiRequest<MarketplaceItem>('GET', `/api/marketplace/${id}`);

export const getItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['marketplace', 'detail', id], queryFn: () => getItem(id) });

export const useItem = (id: number | null) => useQuery({ ...getItemQueryOptions(id ?? 0), enabled: id !== null });
