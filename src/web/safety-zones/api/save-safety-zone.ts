import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyZone, SafetyZoneInput, SafetyZoneUpdate } from '../../../contract/safety-zones.js';
import { apiRequest } from '../../lib/api.js';

type Result = { message: string; zone: SafetyZone };

export const updateSafetyZone = (id: number, input: SafetyZoneUpdate) =>
  apiRequest<Result>('PATCH', `/api/safety-zones/${id}`, input);

export function useCreateSafetyZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SafetyZoneInput) => apiRequest<Result>('POST', '/api/safety-zones', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-zones'] }),
  });
}

export function useUpdateSafetyZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SafetyZoneUpdate & { id: number }) => updateSafetyZone(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-zones'] }),
  });
}

export function useDeleteSafetyZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/safety-zones/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['safety-zones'] }),
  });
}
