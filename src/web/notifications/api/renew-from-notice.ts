import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.js';
import { notificationsKey } from './get-notifications.js';

/** The expiry notices and the listings their 'Renovar' renews (decision 045's renew routes, owner only). */
export const RENEWED_BY_NOTICE: Record<string, 'marketplace' | 'account-rentals' | undefined> = {
  'item-expiring': 'marketplace',
  'rental-expiring': 'account-rentals',
};

type Renewed = { message: string; item: { expiresAt: string | null } };

/**
 * Issue 34: 'Renovar' on the 3-day notice itself: the same one-tap renewal as 'Meus anúncios' and the
 * rental's card. The notices (now saying until when) and that listing's lists are read again.
 */
export function useRenewFromNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { domain: 'marketplace' | 'account-rentals'; id: number }) =>
      apiRequest<Renewed>('POST', `/api/${p.domain}/${p.id}/renew`),
    onSettled: (_r, _e, p) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: notificationsKey }),
        qc.invalidateQueries({ queryKey: [p.domain] }),
      ]),
  });
}
