import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DisableTwoFactorInput,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../contract/two-factor.js';
import { apiRequest } from '../../lib/api.js';

export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['two-factor', 'status'],
    queryFn: () => apiRequest<TwoFactorStatus>('GET', '/api/two-factor'),
  });

/** GET /api/two-factor: on or off, codes left, and whether an administrator must turn it on. */
export const useTwoFactorStatus = (enabled = true) => useQuery({ ...twoFactorQueryOptions(), enabled });

/** POST /api/two-factor/setup: a new secret and its QR code (drawn on the server). */
export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>('POST', '/api/two-factor/setup') });

/** POST /api/two-factor/confirm: the first code turns it on; the recovery codes come back once. */
export function useConfirmTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodes>('POST', '/api/two-factor/confirm', { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}

/** POST /api/two-factor/disable: the password and a code. */
export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableTwoFactorInput) =>
      apiRequest<{ message: string }>('POST', '/api/two-factor/disable', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}

/** POST /api/two-factor/recovery-codes: 'Gerar novos códigos' with a current code; the old ones stop working. */
export function useRegenerateCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodes>('POST', '/api/two-factor/recovery-codes', { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
