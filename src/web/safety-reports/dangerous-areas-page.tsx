import type { LucideIcon } from 'lucide-react';
import { Archive, Map as MapIcon, MapPin, Phone, ShieldAlert, Siren } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '../lib/auth.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

// The map (Leaflet), address search and the report form arrive with the safety-reports issue;
// until then no report exists and nothing is called.
export default function DangerousAreasPage() {
  const { isAuthenticated } = useUser();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader title="Áreas Perigosas - Dublin" subtitle="Relatos da comunidade sobre incidentes com entregadores, para você planejar rotas mais seguras" />

      <div role="note" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <Siren className="h-6 w-6 shrink-0" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-bold">Em perigo? Ligue para a emergência</p>
          <p className="mt-1">
            Em caso de emergência, ligue{' '}
            <a href="tel:999" className="font-extrabold underline">
              999
            </a>{' '}
            (Gardaí) ou{' '}
            <a href="tel:112" className="font-extrabold underline">
              112
            </a>
            . Este mapa não substitui a polícia: use-o para evitar áreas de risco.
          </p>
        </div>
      </div>

      <ul className="grid gap-3 sm:grid-cols-3">
        <StatCard icon={ShieldAlert} value="0" label="Relatórios" text="Incidentes reportados pela comunidade" />
        <StatCard icon={MapPin} value="0" label="Áreas cobertas" text="Regiões de Dublin com relatos" />
        <StatCard icon={Archive} value="30 dias" label="Reset dos dados" text="Dados antigos são arquivados automaticamente" />
      </ul>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="incidents-title" className="lg:col-span-2">
          <h2 id="incidents-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
            <MapIcon className="h-5 w-5 text-brand-700" aria-hidden="true" /> Mapa de incidentes
          </h2>
          <EmptyState icon={<MapPin />} title="Nenhum incidente reportado" className="bg-white py-14">
            <p>Nenhum relatório ainda. Seja o primeiro a reportar uma área perigosa!</p>
          </EmptyState>
        </section>

        <aside aria-labelledby="report-title">
          <h2 id="report-title" className="mb-3 text-lg font-bold text-slate-900">
            Reportar Incidente
          </h2>
          {isAuthenticated ? (
            <EmptyState icon={<ShieldAlert />} title="Relatos em publicação" className="bg-white">
              <p>O mapa interativo e o formulário de relatos estão sendo liberados. Volte em breve para reportar.</p>
            </EmptyState>
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
              <p className="font-semibold text-slate-900">Entre em sua conta para reportar</p>
              <p className="mt-1 text-sm text-slate-600">Só membros cadastrados podem registrar incidentes.</p>
              <div className="mt-4 grid grid-cols-2 gap-2">
                <Link href="/login" className={buttonClass('primary', 'md')}>
                  Fazer Login
                </Link>
                <Link href="/register" className={buttonClass('outline', 'md')}>
                  Criar Conta
                </Link>
              </div>
            </div>
          )}
          <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
            <Phone className="h-3.5 w-3.5" aria-hidden="true" /> Emergência: 999 ou 112
          </p>
        </aside>
      </div>
    </div>
  );
}

function StatCard({ icon: Icon, value, label, text }: { icon: LucideIcon; value: string; label: string; text: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-2xl font-extrabold text-slate-900">{value}</p>
        <p className="text-sm font-semibold text-slate-700">{label}</p>
        <p className="text-xs text-slate-500">{text}</p>
      </div>
    </li>
  );
}
