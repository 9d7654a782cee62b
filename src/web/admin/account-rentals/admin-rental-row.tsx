import Check from 'lucide-react/icons/check';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import type { Rental } from '../../../contract/account-rentals.js';
import { t } from '../../../contract/i18n.js';
import { type RentalModeration, useModerateRental } from '../../account-rentals/api/admin-rentals.js';
import { accountTypeLabel, weeklyPriceText } from '../../account-rentals/rental-format.js';
import { formatDate } from '../../lib/dates.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { EditDiff } from '../shared/edit-diff.js';
import { rentalEditChanges } from './rental-edit-changes.js';

const APPROVAL = {
  approved: [t('Aprovado'), 'brand'],
  pending: [t('Pendente'), 'amber'],
  rejected: [t('Rejeitado'), 'red'],
} as const;
const STATUS: Record<string, string> = { rented: t('Alugado'), sold: t('Vendido') };
const FAILED: Record<RentalModeration, string> = {
  approve: t('Falha ao aprovar a conta'),
  reject: t('Falha ao rejeitar a conta'),
  delete: t('Falha ao excluir a conta'),
};

/** Spec: approve only pending, reject any not yet rejected, delete in any state (confirmed). */
export function AdminRentalRow({ rental }: { rental: Rental }) {
  const moderate = useModerateRental();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [label, tone] = APPROVAL[rental.approvalStatus ?? 'pending'];
  // An approved rental with an owner's edit waiting: approve/reject act on the edit (server side).
  const editWaiting = !!rental.pendingEdit;

  async function run(action: RentalModeration) {
    try {
      const res = await moderate.mutateAsync({ id: rental.id, action });
      toast({ title: res.message, variant: 'success' });
      setConfirmDelete(false);
    } catch (err) {
      adminErrorToast(err, FAILED[action]);
    }
  }

  return (
    <Card className="p-3 sm:p-4" data-testid="admin-rental-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-slate-900">
            {rental.appName} · {accountTypeLabel(rental.accountType)} ·{' '}
            <span className="text-brand-800">{weeklyPriceText(rental.weeklyPrice)}</span>
          </p>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={tone}>{label}</Badge>
            {STATUS[rental.status] && <Badge tone="slate">{STATUS[rental.status]}</Badge>}
            {rental.isFake && <Badge tone="slate">{t('Exemplo')}</Badge>}
          </div>
          <p className="text-sm text-slate-600">
            {rental.region} · {t('WhatsApp')} {rental.whatsapp ?? '—'}
            {rental.instagramLink && (
              <>
                {' · '}
                <a
                  href={rental.instagramLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  {t('Instagram')}
                </a>
              </>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {`${[rental.ownerName, rental.ownerLastName].filter(Boolean).join(' ') || t('Membro')} (${rental.ownerMemberNumber ?? '—'})`}{' '}
            · {formatDate(rental.createdAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {(rental.approvalStatus === 'pending' || editWaiting) && (
            <Button size="sm" disabled={moderate.isPending} onClick={() => run('approve')}>
              <Check className="h-4 w-4" aria-hidden="true" /> {editWaiting ? t('Aprovar alteração') : t('Aprovar')}
            </Button>
          )}
          {rental.approvalStatus !== 'rejected' && (
            <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => run('reject')}>
              <X className="h-4 w-4" aria-hidden="true" /> {editWaiting ? t('Rejeitar alteração') : t('Rejeitar')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            disabled={moderate.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir')}
          </Button>
        </div>
      </div>
      {editWaiting && <EditDiff changes={rentalEditChanges(rental)} />}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('Excluir esta conta?')}
        confirmLabel={t('Excluir')}
        busy={moderate.isPending}
        onConfirm={() => run('delete')}
      >
        <p>{t('O anúncio de {app} será removido permanentemente.', { app: rental.appName })}</p>
      </ConfirmDialog>
    </Card>
  );
}
