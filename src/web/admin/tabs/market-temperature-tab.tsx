import Lightbulb from 'lucide-react/icons/lightbulb';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useState } from 'react';
import { t } from '../../../contract/i18n.js';
import {
  BAND_LABELS,
  BAND_STATUS,
  bandOf,
  MARKET_STATUSES,
  type MarketStatus,
  temperatureMessages as msg,
  SEASON_FACTORS,
  type SeasonFactor,
  TEMPERATURE_PRESETS,
} from '../../../contract/market-temperature.js';
import { marketStatusLabel, seasonFactorLabel } from '../../../contract/market-temperature-labels.js';
import { formatDateTime } from '../../lib/dates.js';
import {
  useSaveTemperature,
  useTemperatureHistory,
  useTemperatureSuggestion,
} from '../../market-temperature/api/admin-market-temperature.js';
import { useMarketTemperature } from '../../market-temperature/api/get-market-temperature.js';
import { MarketTemperatureCard } from '../../market-temperature/market-temperature-card.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Field } from '../../ui/input.js';
import { LoadError } from '../../ui/load-error.js';
import { Textarea, textareaClass } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';
import { AdminSection } from '../admin-section.js';
import { adminErrorToast } from '../shared/admin-errors.js';

interface Values {
  temperatureLevel: number;
  marketStatus: MarketStatus;
  description: string;
  seasonFactor: SeasonFactor;
}
const select = `${textareaClass} h-11 py-0`;

export default function MarketTemperatureTab() {
  const current = useMarketTemperature();
  const save = useSaveTemperature();
  const [values, setValues] = useState<Values | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (current.data && !values) setValues(current.data as Values);
  }, [current.data, values]);

  const submit = async (v: Values | null) => {
    if (v && v.description.trim().length < 10) return setError(msg.descriptionMin);
    setError(undefined);
    try {
      const saved = await save.mutateAsync(v);
      setValues(saved.temperature as Values);
      toast({ title: saved.message, variant: 'success' });
    } catch (err) {
      adminErrorToast(err, msg.updateFailed);
    }
  };

  return (
    <AdminSection
      title={t('Temperatura do Mercado')}
      description={t('Ajuste o nível, o status, a descrição e o fator sazonal da temperatura do mercado.')}
    >
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <Card className="space-y-4 p-4 sm:p-5">
          {current.isError && !values ? (
            <LoadError
              variant="alert"
              title={t('Não foi possível carregar a temperatura')}
              onRetry={() => void current.refetch()}
            />
          ) : !values ? (
            <p className="text-sm text-slate-600">{t('Carregando...')}</p>
          ) : (
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                void submit(values);
              }}
            >
              <div>
                <label htmlFor="temperature-level" className="flex justify-between text-sm font-medium text-slate-700">
                  <span>{t('Nível')}</span>
                  <span className="font-bold text-slate-900">
                    {`${values.temperatureLevel}/100`} · {BAND_LABELS[bandOf(values.temperatureLevel)]}
                  </span>
                </label>
                <input
                  id="temperature-level"
                  type="range"
                  min={1}
                  max={100}
                  step={1}
                  value={values.temperatureLevel}
                  // Moving into a band preselects its status; the admin may still change it.
                  onChange={(e) => {
                    const level = Number(e.target.value);
                    setValues({ ...values, temperatureLevel: level, marketStatus: BAND_STATUS[bandOf(level)] });
                  }}
                  className="mt-2 h-2 w-full cursor-pointer accent-brand-700"
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="market-status" label={t('Status do mercado')}>
                  <select
                    id="market-status"
                    className={select}
                    value={values.marketStatus}
                    onChange={(e) => setValues({ ...values, marketStatus: e.target.value as MarketStatus })}
                  >
                    {MARKET_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {marketStatusLabel(s)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="season-factor" label={t('Fator sazonal')}>
                  <select
                    id="season-factor"
                    className={select}
                    value={values.seasonFactor}
                    onChange={(e) => setValues({ ...values, seasonFactor: e.target.value as SeasonFactor })}
                  >
                    {SEASON_FACTORS.map((s) => (
                      <option key={s} value={s}>
                        {seasonFactorLabel(s)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <Field id="temperature-description" label={t('Descrição')} error={error}>
                <Textarea
                  id="temperature-description"
                  rows={3}
                  maxLength={500}
                  value={values.description}
                  onChange={(e) => setValues({ ...values, description: e.target.value })}
                />
              </Field>
              <div>
                <p className="mb-2 text-sm font-medium text-slate-700">{t('Predefinições')}</p>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {TEMPERATURE_PRESETS.map((p) => (
                    <Button key={p.marketStatus} variant="outline" size="sm" onClick={() => setValues({ ...p })}>
                      {marketStatusLabel(p.marketStatus)} · {p.temperatureLevel}
                    </Button>
                  ))}
                </div>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="ghost" disabled={save.isPending} onClick={() => void submit(null)}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('Restaurar padrão')}
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('Salvando...') : t('Salvar temperatura')}
                </Button>
              </div>
            </form>
          )}
        </Card>
        <div className="space-y-4">
          <Suggestion
            onUse={(level, status) => values && setValues({ ...values, temperatureLevel: level, marketStatus: status })}
          />
          <MarketTemperatureCard />
        </div>
      </div>
      <History />
    </AdminSection>
  );
}

function Suggestion({ onUse }: { onUse: (level: number, status: MarketStatus) => void }) {
  const { data } = useTemperatureSuggestion();
  if (!data) return null;
  return (
    <Card className="space-y-2 p-4" data-testid="temperature-suggestion">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb className="h-5 w-5 text-amber-500" aria-hidden="true" /> {t('Sugestão pelos dados')}
      </p>
      <p className="text-sm text-slate-600">
        {data.newListings === 1
          ? t('Últimos {days} dias: {n} anúncio novo e {sold} marcados como alugados ou vendidos.', {
              days: data.days,
              n: data.newListings,
              sold: data.rentedOrSold,
            })
          : t('Últimos {days} dias: {n} anúncios novos e {sold} marcados como alugados ou vendidos.', {
              days: data.days,
              n: data.newListings,
              sold: data.rentedOrSold,
            })}
      </p>
      {data.temperatureLevel === null ? (
        <p className="text-sm text-slate-500">{t('Sem movimento na semana: nada a sugerir.')}</p>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-bold text-slate-900">
            {t('Nível {level}/100 · {status}', {
              level: data.temperatureLevel,
              status: marketStatusLabel(data.marketStatus ?? ''),
            })}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onUse(data.temperatureLevel!, data.marketStatus as MarketStatus)}
          >
            {t('Usar sugestão')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function History() {
  const { data } = useTemperatureHistory();
  if (!data?.items.length) return null;
  return (
    <Card className="p-4">
      <p className="mb-2 font-semibold text-slate-900">{t('Últimas alterações')}</p>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="temperature-history">
        {data.items.map((h) => (
          <li key={h.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
            <span className="text-slate-800">
              {h.action === 'reset' ? t('Restaurado') : t('Alterado')}: {`${h.temperatureLevel}/100`} ·{' '}
              {marketStatusLabel(h.marketStatus)} · {seasonFactorLabel(h.seasonFactor)}
            </span>
            <span className="text-slate-500">
              {h.changedByName ?? t('Admin removido')} · {formatDateTime(h.changedAt)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
