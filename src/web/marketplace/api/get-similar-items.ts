import { useQuery } from '@tanstack/react-query';
import type { MarketplaceItem } from '../../../contract/marketplace.js';
import { apiRequest } from '../../lib/api.js';

/** Up to 4 approved, active items of the same category (not the item itself). */
export const getSimilarItems = (id: number) =>
  apiRequest<{ items: MarketplaceItem[] }>('GET', `/api/marketplace/${id}/similar`);

export const useSimilarItems = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['marketplace', 'similar', id], queryFn: () => getSimilarItems(id), enabled });
