import { t } from '../../contract/i18n.js';
import { REPORT_KIND_LABELS, REPORT_REASON_LABELS, REPORT_STATUS_LABELS } from '../../contract/reports-labels.js';
import { formatDate } from '../lib/dates.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { LoadMore } from '../ui/load-more.js';
import { useMyReports } from './api/get-my-reports.js';

/** 'Minhas denúncias' in /settings: what the member reported and what came of it. */
export function MyReportsCard() {
  const q = useMyReports();
  return (
    <Card className="p-5" data-testid="my-reports-card">
      <h2 className="text-base font-bold text-slate-900">{t('Minhas denúncias')}</h2>
      {q.isPending ? (
        <p className="mt-2 text-sm text-slate-500">{t('Carregando...')}</p>
      ) : q.isError ? (
        <p className="mt-2 text-sm text-red-700">{t('Não foi possível carregar as suas denúncias.')}</p>
      ) : q.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("Você ainda não denunciou nada. Use 'Denunciar' em anúncios, aluguéis, mensagens, membros e incidentes.")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {q.items.map((r) => (
            <li key={r.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="slate">{REPORT_KIND_LABELS[r.kind]}</Badge>
                <span className="text-slate-500">{formatDate(r.createdAt)}</span>
                <Badge tone={r.status === 'open' ? 'amber' : r.status === 'dismissed' ? 'slate' : 'brand'}>
                  {REPORT_STATUS_LABELS[r.status]}
                </Badge>
              </div>
              <p className="mt-1 line-clamp-2 break-words text-slate-800">{r.summary.split('\n')[0]}</p>
              <p className="text-xs text-slate-500">
                {t('Motivo:')} {REPORT_REASON_LABELS[r.reason]}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={q} />
    </Card>
  );
}
