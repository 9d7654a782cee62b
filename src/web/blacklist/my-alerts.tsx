import { BLACKLIST_STATUS_LABELS, type BlacklistStatus } from '../../contract/blacklist-labels.js';
import { t } from '../../contract/i18n.js';
import { formatDate } from '../lib/dates.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { LoadError } from '../ui/load-error.js';
import { LoadMore } from '../ui/load-more.js';
import { useMyAlerts } from './api/get-my-alerts.js';

const TONES: Record<BlacklistStatus, 'amber' | 'brand' | 'red'> = {
  pending: 'amber',
  approved: 'brand',
  rejected: 'red',
};

/** The member's own alerts and where each stands. */
export function MyAlerts() {
  const q = useMyAlerts();
  if (q.isError)
    return <LoadError title={t('Erro ao carregar seus alertas')} variant="alert" onRetry={() => q.refetch()} />;
  if (!q.items.length) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('Meus alertas')}</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {q.items.map((a) => (
          <li key={a.id} className="py-3" data-testid="my-alert">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 truncate font-semibold text-slate-900">{a.name}</p>
              <Badge tone={TONES[a.approvalStatus]}>
                {a.approvalStatus === 'approved' && !a.isActive
                  ? t('Desativado')
                  : BLACKLIST_STATUS_LABELS[a.approvalStatus]}
              </Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{a.description}</p>
            <p className="mt-1 text-xs text-slate-500">{t('Enviado em {date}', { date: formatDate(a.createdAt) })}</p>
          </li>
        ))}
      </ul>
      <LoadMore query={q} />
    </Card>
  );
}
