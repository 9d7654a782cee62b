import Flame from 'lucide-react/icons/flame';
import Snowflake from 'lucide-react/icons/snowflake';
import Thermometer from 'lucide-react/icons/thermometer';
import { t } from '../../contract/i18n.js';
import {
  BAND_LABELS,
  bandOf,
  marketStatusLabel,
  seasonFactorLabel,
  type TemperatureBand,
  temperatureDescriptionText,
  WINTER_TIP,
} from '../../contract/market-temperature-labels.js';
import { cn } from '../lib/cn.js';
import { formatDateTime } from '../lib/dates.js';
import { Badge } from '../ui/badge.js';
import { Skeleton } from '../ui/skeleton.js';
import { useMarketTemperature } from './api/get-market-temperature.js';

// Spec table: colour per band; badge secondary (cold), default (warm), destructive (hot).
const BAND_STYLE: Record<TemperatureBand, { bar: string; text: string; badge: 'slate' | 'brand' | 'red' | 'amber' }> = {
  cold: { bar: 'from-sky-500 to-cyan-400', text: 'text-sky-700', badge: 'slate' },
  warm: { bar: 'from-emerald-500 to-yellow-400', text: 'text-emerald-700', badge: 'brand' },
  hot: { bar: 'from-yellow-400 to-orange-500', text: 'text-orange-700', badge: 'red' },
  boiling: { bar: 'from-orange-500 to-red-600', text: 'text-red-700', badge: 'amber' },
};

/** Spec section 2: the market-temperature card. Hidden when there is no data. */
export function MarketTemperatureCard({ className }: { className?: string }) {
  const { data, isLoading } = useMarketTemperature();
  if (isLoading) {
    return (
      <div
        className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', className)}
        aria-busy="true"
        data-testid="market-temperature-loading"
      >
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-4 h-3 w-full" />
        <Skeleton className="mt-3 h-4 w-3/4" />
      </div>
    );
  }
  if (!data) return null;

  const band = bandOf(data.temperatureLevel);
  const style = BAND_STYLE[band];
  const Icon = band === 'cold' ? Snowflake : band === 'boiling' ? Flame : Thermometer;
  const level = Math.max(0, Math.min(100, data.temperatureLevel));

  return (
    <section
      className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
      aria-labelledby="market-temperature-title"
      data-testid="market-temperature-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="market-temperature-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className={cn('flex h-9 w-9 items-center justify-center rounded-full bg-slate-100', style.text)}>
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          {t('Temperatura do Mercado')}
        </h2>
        <Badge tone={style.badge}>{marketStatusLabel(data.marketStatus).toUpperCase()}</Badge>
      </div>
      <div className="mt-4">
        <div className="flex items-baseline justify-between text-sm">
          <span className={cn('font-extrabold tracking-wide', style.text)}>{BAND_LABELS[band]}</span>
          <span className="font-semibold text-slate-700" data-testid="temperature-level">
            {data.temperatureLevel}/100
          </span>
        </div>
        <div
          className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          aria-label={t('Temperatura do mercado')}
        >
          <div className={cn('h-full rounded-full bg-gradient-to-r', style.bar)} style={{ width: `${level}%` }} />
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{temperatureDescriptionText(data.description)}</p>
      {data.seasonFactor !== 'Normal' && (
        <p className="mt-1 text-sm font-medium text-slate-800">
          {t('Fator sazonal:')} {seasonFactorLabel(data.seasonFactor)}
        </p>
      )}
      <p className="mt-3 rounded-lg bg-sky-50 p-2.5 text-xs text-sky-900">{WINTER_TIP}</p>
      <p className="mt-2 text-xs text-slate-500">
        {t('Última atualização:')} {formatDateTime(data.lastUpdated)}
      </p>
    </section>
  );
}
