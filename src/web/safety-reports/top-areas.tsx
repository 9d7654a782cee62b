import TrendingUp from 'lucide-react/icons/trending-up';
import { t } from '../../contract/i18n.js';
import type { AreaSummary } from '../../contract/safety-reports.js';
import { RISK_LABELS, RISKS, SAFETY } from '../../contract/safety-reports-labels.js';
import { cn } from '../lib/cn.js';
import { formatNumber } from '../lib/format.js';
import { Skeleton } from '../ui/skeleton.js';
import { incidentMeta } from './incident-types.js';

const [HIGH, MEDIUM, LOW] = RISKS;
const RISK_STYLE: Record<AreaSummary['risk'], string> = {
  [HIGH]: 'bg-red-100 text-red-800',
  [MEDIUM]: 'bg-amber-100 text-amber-900',
  [LOW]: 'bg-emerald-100 text-emerald-800',
};

/** 'Áreas Mais Afetadas': top 5 by count, a risk label, up to 3 types then '+n outros' (spec section 2). */
export function TopAreas({ areas, loading }: { areas: AreaSummary[] | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="top-areas-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="top-areas-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <TrendingUp className="h-5 w-5 text-red-700" aria-hidden="true" /> {t('Áreas Mais Afetadas')}
      </h2>
      {loading ? (
        <Skeleton className="h-32" />
      ) : !areas?.length ? (
        <p className="text-sm text-slate-600">
          {t('Nenhum relatório ainda. Seja o primeiro a reportar uma área perigosa!')}
        </p>
      ) : (
        <ol className="space-y-3" data-testid="top-areas">
          {areas.map((a, i) => {
            const more = a.types.length - SAFETY.typesShown;
            return (
              <li key={a.area} className="flex gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-700">
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold text-slate-900">{a.area}</p>
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', RISK_STYLE[a.risk])}>
                      {RISK_LABELS[a.risk]}
                    </span>
                  </div>
                  <p className="text-xs text-slate-600">
                    {a.count === 1
                      ? t('{n} relato · gravidade média {avg}', { n: a.count, avg: formatNumber(a.avgSeverity) })
                      : t('{n} relatos · gravidade média {avg}', { n: a.count, avg: formatNumber(a.avgSeverity) })}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1 text-xs">
                    {a.types.slice(0, SAFETY.typesShown).map((type) => (
                      <span key={type} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
                        {incidentMeta(type).label}
                      </span>
                    ))}
                    {more > 0 && <span className="px-1 py-0.5 text-slate-500">{t('+{more} outros', { more })}</span>}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
