import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import MapPin from 'lucide-react/icons/map-pin';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import Siren from 'lucide-react/icons/siren';
import { t } from '../../contract/i18n.js';

/** The three stat cards of spec section 2. */
export function SafetyStats({ total, areas }: { total: number | undefined; areas: number | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <StatCard
        icon={ShieldAlert}
        value={total === undefined ? '–' : String(total)}
        label={t('Relatórios')}
        text={t('Incidentes reportados pela comunidade')}
      />
      <StatCard
        icon={MapPin}
        value={areas === undefined ? '–' : String(areas)}
        label={t('Áreas cobertas')}
        text={t('Regiões de Dublin com relatos')}
      />
      <StatCard
        icon={Archive}
        value={t('30 dias')}
        label={t('Reset dos dados')}
        text={t('Dados antigos são arquivados automaticamente')}
      />
    </ul>
  );
}

function StatCard({
  icon: Icon,
  value,
  label,
  text,
}: {
  icon: LucideIcon;
  value: string;
  label: string;
  text: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-2xl font-extrabold text-slate-900" data-testid={`stat-${label}`}>
          {value}
        </p>
        <p className="text-sm font-semibold text-slate-700">{label}</p>
        <p className="text-xs text-slate-500">{text}</p>
      </div>
    </li>
  );
}

/** The safety warning with tap-to-call emergency numbers. */
export function SafetyCard() {
  return (
    <div role="note" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <Siren className="h-6 w-6 shrink-0" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-bold">{t('Em perigo? Ligue para a emergência')}</p>
        <p className="mt-1">
          {t('Em caso de emergência, ligue')}{' '}
          <a href="tel:999" className="font-extrabold underline">
            999
          </a>{' '}
          {t('(Gardaí) ou')}{' '}
          <a href="tel:112" className="font-extrabold underline">
            112
          </a>
          . {t('Este mapa não substitui a polícia: use-o para evitar áreas de risco.')}
        </p>
      </div>
    </div>
  );
}
