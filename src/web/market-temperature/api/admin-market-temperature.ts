import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarketTemperature,
  TemperatureChange,
  TemperatureSuggestion,
  UpdateTemperatureInput,
} from '../../../contract/market-temperature.js';
import { apiRequest } from '../../lib/api.js';

interface Saved {
  temperature: MarketTemperature;
  message: string;
}

export const useTemperatureHistory = () =>
  useQuery({
    queryKey: ['market-temperature', 'history'],
    queryFn: () => apiRequest<{ items: TemperatureChange[] }>('GET', '/api/admin/market-temperature/history'),
  });

export const useTemperatureSuggestion = () =>
  useQuery({
    queryKey: ['market-temperature', 'suggestion'],
    queryFn: () => apiRequest<TemperatureSuggestion>('GET', '/api/admin/market-temperature/suggestion'),
  });

/** Update (values) or reset (null); the card everywhere and the history refresh. */
export function useSaveTemperature() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateTemperatureInput | null) =>
      values
        ? apiRequest<Saved>('PUT', '/api/admin/market-temperature', values)
        : apiRequest<Saved>('POST', '/api/admin/market-temperature/reset'),
    onSuccess: (saved) => {
      qc.setQueryData(['market-temperature', 'current'], saved.temperature);
      return qc.invalidateQueries({ queryKey: ['market-temperature'] });
    },
  });
}
