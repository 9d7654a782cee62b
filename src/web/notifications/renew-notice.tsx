import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import { day } from '../../contract/notification-text.js';
// The type only from the zod module; the date from the zod-free one (the bell stays small).
import type { Notification } from '../../contract/notifications.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useMarkNotificationRead } from './api/mark-read.js';
import { RENEWED_BY_NOTICE, useRenewFromNotice } from './api/renew-from-notice.js';

/**
 * Issue 34: under a 3-day expiry notice, 'Renovar' in one tap; then (or when the listing was renewed
 * elsewhere since) until when it stays on show; a deleted listing is said to be gone instead.
 * Nothing for other kinds, nor for the first notices, which named no listing (they open 'Meus anúncios').
 */
export function RenewNotice({ n }: { n: Notification }) {
  const domain = RENEWED_BY_NOTICE[n.type];
  const renew = useRenewFromNotice();
  const markRead = useMarkNotificationRead();
  const [until, setUntil] = useState<string | null>(null);
  if (!domain || n.target.id === null) return null;
  const id = n.target.id;
  const renewed = until ?? n.renewedUntil;
  const gone = n.targetGone || (renew.error instanceof ApiError && renew.error.status === 404);
  let content: React.ReactNode;
  if (gone)
    content = <p className="text-sm text-slate-600">{t('Este anúncio não existe mais: não há o que renovar.')}</p>;
  else if (renewed)
    content = (
      <p role="status" className="text-sm font-medium text-emerald-700">
        {t('Renovado até {date}', { date: day(renewed) })}
      </p>
    );
  else
    content = (
      <>
        <Button
          size="sm"
          variant="outline"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(
              { domain, id },
              {
                onSuccess: (r) => {
                  setUntil(r.item.expiresAt ?? new Date().toISOString());
                  if (!n.read) markRead.mutate(n.id);
                  toast({ title: r.message, variant: 'success' });
                },
              },
            )
          }
        >
          {t('Renovar')}
        </Button>
        {renew.error && !gone && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errorMessage(renew.error, t('Não foi possível renovar. Tente novamente.'))}
          </p>
        )}
      </>
    );
  return (
    <div className="pr-4 pb-3 pl-10" data-testid="renew-notice">
      {content}
    </div>
  );
}
