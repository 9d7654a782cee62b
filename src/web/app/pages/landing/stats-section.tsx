import type { LucideIcon } from 'lucide-react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import KeyRound from 'lucide-react/icons/key-round';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Users from 'lucide-react/icons/users';
import { t } from '../../../../contract/i18n.js';
import { formatNumber } from '../../../lib/format.js';
import { useStats } from '../../../stats/api/get-stats.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { FALLBACK_STATS } from './landing-data.js';

const ITEMS: { key: keyof typeof FALLBACK_STATS; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'members', label: t('Membros'), icon: Users, tone: 'bg-brand-100 text-brand-800' },
  { key: 'accountRentals', label: t('Contas para aluguel'), icon: KeyRound, tone: 'bg-navy-800/10 text-navy-800' },
  {
    key: 'marketplaceItems',
    label: t('Itens no marketplace'),
    icon: ShoppingBag,
    tone: 'bg-accent-400/25 text-amber-800',
  },
  { key: 'events', label: t('Eventos por mês'), icon: CalendarDays, tone: 'bg-brand-100 text-brand-800' },
];

/** Section 4: live counts from GET /api/stats; the spec's fallback figures when the call fails. */
export function StatsSection() {
  const { data, isPending } = useStats();
  return (
    <section aria-labelledby="stats-title" data-testid="landing-stats" className="mx-auto max-w-7xl px-4 pt-8">
      <h2 id="stats-title" className="sr-only">
        {t('A comunidade em números')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ITEMS.map(({ key, label, icon: Icon, tone }) => (
          <li key={key} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <span className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              {isPending ? (
                <Skeleton className="mb-1 h-8 w-14" />
              ) : (
                <p className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid={`stat-${key}`}>
                  {data ? formatNumber(data[key]) : FALLBACK_STATS[key]}
                </p>
              )}
              <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
