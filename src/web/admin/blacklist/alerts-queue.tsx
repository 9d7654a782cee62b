import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Power from 'lucide-react/icons/power';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import type { AdminAlert } from '../../../contract/blacklist.js';
import {
  BLACKLIST_STATUS_LABELS,
  BLACKLIST_STATUSES,
  type BlacklistStatus,
  blacklistMessages as msg,
} from '../../../contract/blacklist-labels.js';
import { t } from '../../../contract/i18n.js';
import { imageVariant } from '../../../contract/images.js';
import { useAdminAlerts } from '../../blacklist/api/get-admin-alerts.js';
import { type AlertAction, useAlertAction } from '../../blacklist/api/review-alert.js';
import { formatDateTime } from '../../lib/dates.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Chip } from '../../ui/chip.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { LoadMore } from '../../ui/load-more.js';
import { Spinner } from '../../ui/spinner.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';

const FILTER_LABELS: Record<BlacklistStatus, string> = {
  pending: t('Pendentes'),
  approved: t('Aprovados'),
  rejected: t('Rejeitados'),
};

/** 'Nenhum alerta em análise' and so on: the status label, lowercased, in a sentence of each language. */
const EMPTY_TITLES: Record<BlacklistStatus, string> = {
  pending: t('Nenhum alerta em análise'),
  approved: t('Nenhum alerta aprovado'),
  rejected: t('Nenhum alerta rejeitado'),
};

/**
 * The body of the Denúncias tab's 'Alertas da comunidade' section: the queue by status; approve or
 * reject while pending, deactivate or reactivate an approved alert, delete in any state.
 * Self-contained: no props.
 */
export default function AlertsQueue() {
  const [status, setStatus] = useState<BlacklistStatus>('pending');
  const q = useAdminAlerts(status);
  const act = useAlertAction();
  const [deleting, setDeleting] = useState<AdminAlert | null>(null);

  const run = (a: AlertAction, failure: string, done?: () => void) =>
    act.mutate(a, {
      onSuccess: (r) => {
        toast({ title: r.message, variant: 'success' });
        done?.();
      },
      onError: (err) => adminErrorToast(err, failure),
    });

  return (
    // The Denúncias tab names this section (tabs/reports-tab.tsx): no heading of its own here.
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('Filtrar por status')}>
        {BLACKLIST_STATUSES.map((s) => (
          <Chip key={s} active={s === status} aria-pressed={s === status} onClick={() => setStatus(s)}>
            {FILTER_LABELS[s]}
          </Chip>
        ))}
      </div>
      {q.isPending ? (
        <Spinner label={t('Carregando alertas...')} />
      ) : q.isError ? (
        <LoadError title={t('Erro ao carregar alertas')} onRetry={() => q.refetch()} />
      ) : q.items.length === 0 ? (
        <EmptyState title={EMPTY_TITLES[status]} className="bg-white" />
      ) : (
        <ul className="space-y-3">
          {q.items.map((a) => (
            <li key={a.id}>
              <AlertCard alert={a} busy={act.isPending} run={run} onDelete={() => setDeleting(a)} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={q} centered />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Excluir alerta?')}
        confirmLabel={t('Excluir')}
        busy={act.isPending}
        onConfirm={() =>
          deleting && run({ kind: 'delete', id: deleting.id }, t('Falha ao excluir alerta'), () => setDeleting(null))
        }
      >
        <p>{msg.deleteConfirm}</p>
        {deleting && <p className="font-semibold text-slate-900">{deleting.name}</p>}
      </ConfirmDialog>
    </div>
  );
}

function AlertCard({
  alert: a,
  busy,
  run,
  onDelete,
}: {
  alert: AdminAlert;
  busy: boolean;
  run: (a: AlertAction, failure: string) => void;
  onDelete: () => void;
}) {
  return (
    <Card className="space-y-3 p-4 text-sm" data-testid="admin-alert">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-bold text-slate-900">{a.name}</p>
        <Badge tone={a.approvalStatus === 'pending' ? 'amber' : a.approvalStatus === 'rejected' ? 'red' : 'brand'}>
          {BLACKLIST_STATUS_LABELS[a.approvalStatus]}
        </Badge>
        {a.approvalStatus === 'approved' && !a.isActive && <Badge tone="slate">{t('Desativado')}</Badge>}
      </div>
      <p className="whitespace-pre-wrap break-words text-slate-800">{a.description}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        {a.phoneNumber && (
          <span className="inline-flex items-center gap-1">
            <Phone className="h-3.5 w-3.5" aria-hidden="true" /> {a.phoneNumber}
          </span>
        )}
        {a.email && (
          <span className="inline-flex items-center gap-1 break-all">
            <Mail className="h-3.5 w-3.5" aria-hidden="true" /> {a.email}
          </span>
        )}
      </div>
      {a.otherInfo && <p className="text-slate-600">{t('Outras informações: {info}', { info: a.otherInfo })}</p>}
      {a.imageUrls.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {a.imageUrls.map((p, i) => (
            <a
              key={p}
              href={p}
              target="_blank"
              rel="noopener noreferrer"
              className="block h-16 w-16 overflow-hidden rounded-lg border border-slate-200"
            >
              <img
                src={imageVariant(p, 'thumb')}
                alt={t('Imagem {n} do alerta', { n: i + 1 })}
                className="h-full w-full object-cover"
              />
            </a>
          ))}
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t('Enviado em {date}', { date: formatDateTime(a.createdAt) })}
        {a.reportedBy &&
          ` ${t('por {name} ({memberNumber})', { name: a.reportedBy.displayName ?? t('membro'), memberNumber: a.reportedBy.memberNumber })}`}
      </p>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onDelete} disabled={busy}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {a.approvalStatus === 'pending' && (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() => run({ kind: 'status', id: a.id, status: 'rejected' }, t('Falha ao rejeitar alerta'))}
                disabled={busy}
              >
                <X className="h-4 w-4" aria-hidden="true" /> {t('Rejeitar')}
              </Button>
              <Button
                size="sm"
                onClick={() => run({ kind: 'status', id: a.id, status: 'approved' }, t('Falha ao aprovar alerta'))}
                disabled={busy}
              >
                <Check className="h-4 w-4" aria-hidden="true" /> {t('Aprovar')}
              </Button>
            </>
          )}
          {a.approvalStatus === 'approved' && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => run({ kind: 'active', id: a.id, isActive: !a.isActive }, t('Falha ao alterar alerta'))}
              disabled={busy}
            >
              <Power className="h-4 w-4" aria-hidden="true" /> {a.isActive ? t('Desativar') : t('Reativar')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
