import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarX from 'lucide-react/icons/calendar-x';
import CreditCard from 'lucide-react/icons/credit-card';
import Crown from 'lucide-react/icons/crown';
import Euro from 'lucide-react/icons/euro';
import Percent from 'lucide-react/icons/percent';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { t } from '../../../contract/i18n.js';
import { formatDateTime } from '../../lib/dates.js';
import { formatEuroCents, formatNumber } from '../../lib/format.js';
import { useAdminStats, useFinancialStats } from '../../stats/api/get-admin-stats.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';

const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

/** Admin tab Estatísticas: the financial summary and the general stats, refreshed every 5 minutes. */
export default function StatsTab() {
  const general = useAdminStats();
  const financial = useFinancialStats();
  useUnauthorizedRedirect(general.error ?? financial.error);
  const updatedAt = Math.max(general.dataUpdatedAt, financial.dataUpdatedAt);
  const refresh = () => Promise.all([general.refetch(), financial.refetch()]);
  const fetching = general.isFetching || financial.isFetching;

  return (
    <AdminSection
      title={t('Estatísticas')}
      description={t('Assinaturas, receita e números gerais da comunidade. Atualiza a cada 5 minutos.')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {updatedAt ? t('Atualizado em {date}', { date: formatDateTime(updatedAt) }) : t('Carregando...')}
        </p>
        <Button size="sm" variant="outline" onClick={() => void refresh()} disabled={fetching}>
          <RefreshCw className={`h-4 w-4 ${fetching ? 'animate-spin' : ''}`} aria-hidden="true" /> {t('Atualizar')}
        </Button>
      </div>

      <h3 className="text-base font-bold text-slate-900">{t('Resumo financeiro')}</h3>
      {financial.isError ? (
        <Failed />
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure
            icon={<Crown />}
            label={t('Assinantes ativos')}
            value={count(financial.data?.activeSubscribers)}
            loading={financial.isPending}
          />
          <Figure
            icon={<Euro />}
            label={t('Receita mensal recorrente')}
            value={financial.data ? formatEuroCents(financial.data.monthlyRecurringRevenue) : '—'}
            note={
              financial.data
                ? t('Promoção {promo} · normal {regular}', {
                    promo: formatEuroCents(financial.data.promoRevenue),
                    regular: formatEuroCents(financial.data.regularRevenue),
                  })
                : t('Soma do que cada assinante paga')
            }
            loading={financial.isPending}
          />
          <Figure
            icon={<Percent />}
            label={t('Taxa de conversão')}
            value={financial.data ? `${formatNumber(financial.data.conversionRate, 1, 1)}%` : '—'}
            note={t('Assinantes ativos / membros')}
            loading={financial.isPending}
          />
          <Figure
            icon={<CreditCard />}
            label={t('Membros pagantes')}
            value={count(financial.data?.payingMembers)}
            note={
              financial.data
                ? t('{promo} na promoção · {regular} no preço normal', {
                    promo: financial.data.promoMembers,
                    regular: financial.data.regularMembers,
                  })
                : undefined
            }
            loading={financial.isPending}
          />
          <Figure
            icon={<TriangleAlert />}
            label={t('Em período de carência')}
            value={count(financial.data?.inGracePeriod)}
            note={t('Renovação não paga')}
            loading={financial.isPending}
          />
          <Figure
            icon={<CalendarX />}
            label={t('Cancelamentos agendados')}
            value={count(financial.data?.cancellationsScheduled)}
            note={t('Terminam no fim do período pago')}
            loading={financial.isPending}
          />
        </div>
      )}

      <h3 className="pt-2 text-base font-bold text-slate-900">{t('Estatísticas gerais')}</h3>
      {general.isError ? (
        <Failed />
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure
            icon={<Users />}
            label={t('Total de membros')}
            value={count(general.data?.members)}
            loading={general.isPending}
          />
          <Figure
            icon={<ShoppingBag />}
            label={t('Itens no marketplace')}
            value={count(general.data?.marketplaceItems)}
            loading={general.isPending}
          />
          <Figure
            icon={<CalendarDays />}
            label={t('Eventos ativos')}
            value={count(general.data?.events)}
            loading={general.isPending}
          />
        </div>
      )}
    </AdminSection>
  );
}

function Failed() {
  return (
    <Card className="p-4 text-sm text-red-700">{t('Não foi possível carregar estes números. Tente atualizar.')}</Card>
  );
}

function Figure({
  icon,
  label,
  value,
  note,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
  loading: boolean;
}) {
  return (
    <Card className="flex items-center gap-4 p-4" data-testid="stat-figure">
      <span
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 [&_svg]:h-5 [&_svg]:w-5"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <p className="text-2xl font-extrabold text-slate-900">{value}</p>
        )}
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
    </Card>
  );
}
