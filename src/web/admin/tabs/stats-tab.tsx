import { CalendarDays, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStats } from '../../stats/api/get-stats.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection, ComingSoonPanel } from '../admin-section.js';

/** Spec: a financial summary (arrives with subscriptions) and the general stats from GET /api/stats. */
export default function StatsTab() {
  const { data, isLoading, isError } = useStats();
  const figure = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('pt-BR'));
  return (
    <AdminSection title="Estatísticas" description="Números gerais da comunidade.">
      <h3 className="text-base font-bold text-slate-900">Estatísticas gerais</h3>
      {isError ? (
        <Card className="p-4 text-sm text-red-700">Não foi possível carregar as estatísticas. Tente recarregar a página.</Card>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure icon={<Users />} label="Total de membros" value={figure(data?.members)} loading={isLoading} />
          <Figure icon={<ShoppingBag />} label="Itens no marketplace" value={figure(data?.marketplaceItems)} loading={isLoading} />
          <Figure icon={<CalendarDays />} label="Eventos ativos" value={figure(data?.events)} loading={isLoading} />
        </div>
      )}
      <h3 className="pt-2 text-base font-bold text-slate-900">Resumo financeiro</h3>
      <ComingSoonPanel text="Membros ativos, receita mensal e taxa de conversão chegam em breve." />
    </AdminSection>
  );
}

function Figure({ icon, label, value, loading }: { icon: ReactNode; label: string; value: string; loading: boolean }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800 [&_svg]:h-5 [&_svg]:w-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        {loading ? <Skeleton className="mt-1 h-7 w-16" /> : <p className="text-2xl font-extrabold text-slate-900">{value}</p>}
      </div>
    </Card>
  );
}
