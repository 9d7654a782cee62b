import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketTemperature } from '../../../contract/market-temperature.js';
import { apiRequest } from '../../lib/api.js';

/** null when there is no temperature: the card hides. */
export const getMarketTemperature = () => apiRequest<MarketTemperature | null>('GET', '/api/market-temperature');

export const marketTemperatureQueryOptions = queryOptions({
  queryKey: ['market-temperature', 'current'],
  queryFn: getMarketTemperature,
  staleTime: 60_000,
});

export const useMarketTemperature = () => useQuery(marketTemperatureQueryOptions);
