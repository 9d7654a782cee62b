import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { type PartnerApplication, partnerMessages } from '../../../contract/partner-applications.js';
import { formatDateTime } from '../../lib/dates.js';
import {
  useDeletePartnerApplication,
  useReviewPartnerApplication,
} from '../../partner-applications/api/review-partner-application.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { PartnerStatusBadge } from './partner-status-badge.js';

/** One request in full; approve/reject only while pending (spec), delete in any state after a confirmation. */
export function PartnerDetailDialog({
  application: a,
  onChange,
  onClose,
}: {
  application: PartnerApplication | null;
  onChange: (a: PartnerApplication) => void;
  onClose: () => void;
}) {
  const review = useReviewPartnerApplication();
  const remove = useDeletePartnerApplication();
  const [confirming, setConfirming] = useState(false);
  const busy = review.isPending || remove.isPending;

  const decide = (status: 'approved' | 'rejected') =>
    a &&
    review.mutate(
      { id: a.id, status },
      {
        onSuccess: (updated) => {
          toast({
            title: status === 'approved' ? partnerMessages.approved : partnerMessages.rejected,
            description: updated.companyName,
            variant: 'success',
          });
          onChange(updated);
        },
        onError: (err) =>
          adminErrorToast(
            err,
            status === 'approved' ? t('Falha ao aprovar solicitação') : t('Falha ao rejeitar solicitação'),
          ),
      },
    );

  const destroy = () =>
    a &&
    remove.mutate(a.id, {
      onSuccess: () => {
        toast({ title: partnerMessages.deleted, description: a.companyName, variant: 'success' });
        setConfirming(false);
        onClose();
      },
      onError: (err) => adminErrorToast(err, t('Falha ao excluir solicitação')),
    });

  return (
    <>
      <Dialog
        open={!!a}
        onOpenChange={(o) => !o && onClose()}
        title={a?.companyName ?? ''}
        description={t('Solicitação de parceria')}
        className="sm:max-w-xl"
      >
        {a && (
          <div className="space-y-4 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <PartnerStatusBadge status={a.status} />
              <span className="text-slate-500">{t('Enviada em {date}', { date: formatDateTime(a.createdAt) })}</span>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-xs text-slate-500">{t('Contato')}</dt>
                <dd className="font-medium text-slate-900">{a.contactName}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('Email')}</dt>
                <dd>
                  <a
                    href={`mailto:${a.email}`}
                    className="inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline"
                  >
                    <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {a.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('Telefone')}</dt>
                <dd>
                  <a
                    href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                  >
                    <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {a.phone}
                  </a>
                </dd>
              </div>
              {a.reviewedAt && (
                <div>
                  <dt className="text-xs text-slate-500">{t('Analisada em')}</dt>
                  <dd className="font-medium text-slate-900">
                    {formatDateTime(a.reviewedAt)}
                    {a.reviewedByMemberNumber && ` ${t('por {actor}', { actor: a.reviewedByMemberNumber })}`}
                  </dd>
                </div>
              )}
            </dl>
            <div>
              <p className="text-xs text-slate-500">{t('Mensagem')}</p>
              <p className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-800">{a.message}</p>
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-between">
              <Button
                variant="ghost"
                className="text-red-600 hover:bg-red-50"
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir')}
              </Button>
              {a.status === 'pending' && (
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="outline" onClick={() => decide('rejected')} disabled={busy}>
                    <X className="h-4 w-4" aria-hidden="true" /> {t('Rejeitar')}
                  </Button>
                  <Button onClick={() => decide('approved')} disabled={busy}>
                    <Check className="h-4 w-4" aria-hidden="true" /> {t('Aprovar')}
                  </Button>
                </div>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming && !!a}
        onOpenChange={setConfirming}
        title={t('Excluir solicitação?')}
        confirmLabel={t('Excluir')}
        busy={remove.isPending}
        onConfirm={destroy}
      >
        <p>{partnerMessages.deleteConfirm}</p>
        {a && <p className="font-semibold text-slate-900">{a.companyName}</p>}
      </ConfirmDialog>
    </>
  );
}
