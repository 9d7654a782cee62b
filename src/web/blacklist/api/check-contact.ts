import { useMutation } from '@tanstack/react-query';
import type { CheckResult } from '../../../contract/blacklist.js';
import { apiRequest } from '../../lib/api.js';

/** POST /api/blacklist/check: one phone or email against approved alerts (a daily allowance per member). */
export const checkContact = (contact: string) => apiRequest<CheckResult>('POST', '/api/blacklist/check', { contact });

export const useCheckContact = () => useMutation({ mutationFn: checkContact });
