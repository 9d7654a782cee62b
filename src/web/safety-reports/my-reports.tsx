import FileText from 'lucide-react/icons/file-text';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { Skeleton } from '../ui/skeleton.js';
import { useMyReports } from './api/get-my-reports.js';
import { incidentMeta } from './incident-types.js';

/** 'Meus relatos' on the safety map (members): each of one's own reports, with 'Levar à Garda'. */
export function MyReports() {
  const mine = useMyReports();
  const items = mine.data?.items ?? [];
  if (mine.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (mine.isError || items.length === 0) return null;
  return (
    <section aria-labelledby="my-reports-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="my-reports-title" className="text-lg font-bold text-slate-900">
        {t('Meus relatos')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Leve um relato seu à Garda: página para imprimir ou texto para copiar.')}
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((r) => {
          const meta = incidentMeta(r.incidentType);
          return (
            <li key={r.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-slate-900">
                  {meta.label} · {r.area}
                </p>
                <p className="text-slate-500">
                  {formatDate(r.createdAt)} {r.incidentTime ?? ''}
                </p>
              </div>
              <Link
                href={paths.gardaReport(r.id)}
                className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                aria-label={t('Levar à Garda: {type}, {date}', { type: meta.label, date: formatDate(r.createdAt) })}
              >
                <FileText className="h-4 w-4" aria-hidden="true" /> {t('Levar à Garda')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
