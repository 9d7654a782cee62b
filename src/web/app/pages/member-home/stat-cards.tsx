import Calendar from 'lucide-react/icons/calendar';
import KeyRound from 'lucide-react/icons/key-round';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { t } from '../../../../contract/i18n.js';
import { FALLBACK_STATS } from '../../../../contract/stats.js';
import { formatNumber } from '../../../lib/format.js';
import { useStats } from '../../../stats/api/get-stats.js';
import { Card } from '../../../ui/card.js';
import { Skeleton } from '../../../ui/skeleton.js';

/** Community counts from GET /api/stats; the fallback figures of spec section 9 if the call fails. */
export function StatCards() {
  const { data, isLoading, isError } = useStats();
  const value = (key: keyof typeof FALLBACK_STATS) =>
    isError || !data ? FALLBACK_STATS[key] : formatNumber(data[key]);
  const items: { key: keyof typeof FALLBACK_STATS; label: string; icon: ReactNode; tint: string }[] = [
    { key: 'members', label: t('Membros'), icon: <Users />, tint: 'bg-brand-100 text-brand-800' },
    {
      key: 'marketplaceItems',
      label: t('Itens no marketplace'),
      icon: <ShoppingBag />,
      tint: 'bg-amber-100 text-amber-800',
    },
    { key: 'events', label: t('Eventos no mês'), icon: <Calendar />, tint: 'bg-sky-100 text-sky-800' },
    {
      key: 'accountRentals',
      label: t('Contas para alugar'),
      icon: <KeyRound />,
      tint: 'bg-violet-100 text-violet-800',
    },
  ];
  return (
    <section aria-label={t('Estatísticas da comunidade')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((s) => (
        <Card key={s.key} className="flex items-center gap-3 p-3 sm:p-4">
          <span
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl [&_svg]:h-5 [&_svg]:w-5 ${s.tint}`}
            aria-hidden="true"
          >
            {s.icon}
          </span>
          <div className="min-w-0">
            {isLoading ? (
              <Skeleton className="h-6 w-12" />
            ) : (
              <p className="text-xl font-extrabold text-slate-900">{value(s.key)}</p>
            )}
            <p className="text-xs leading-tight text-slate-600">{s.label}</p>
          </div>
        </Card>
      ))}
    </section>
  );
}
