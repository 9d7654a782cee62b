import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import {
  ACCOUNT_TYPE_LABELS,
  appLabel,
  RENTAL_ACCOUNT_TYPES,
  RENTAL_APPS,
} from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { Button } from '../ui/button.js';
import { Input } from '../ui/input.js';
import { SearchInput } from '../ui/search-input.js';
import { textareaClass } from '../ui/textarea.js';
import type { FilterKey, useRentalFilters } from './use-rental-filters.js';

const DEBOUNCE_MS = 400; // one request per pause in typing, not per key (4G)
const select = `${textareaClass} h-11 py-0`;

/** A text field that writes to the URL after a pause (search, region, prices). */
function useDebouncedField(value: string, key: FilterKey, set: (k: FilterKey, v: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText((s) => (s.trim() === value ? s : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => set(key, text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, key, set]);
  return [text, setText] as const;
}

export function RentalFilters({ filters }: { filters: ReturnType<typeof useRentalFilters> }) {
  const { filter, set, clear, active } = filters;
  const [q, setQ] = useDebouncedField(filter.q, 'q', set);
  const [region, setRegion] = useDebouncedField(filter.region, 'region', set);
  const [min, setMin] = useDebouncedField(filter.minPrice, 'minPrice', set);
  const [max, setMax] = useDebouncedField(filter.maxPrice, 'maxPrice', set);

  return (
    <form
      role="search"
      aria-label={t('Filtrar contas')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        (document.activeElement as HTMLElement | null)?.blur(); // close the phone keyboard
      }}
    >
      <div className="col-span-2 lg:col-span-2">
        <SearchInput
          enterKeyHint="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('Buscar app ou descrição...')}
          maxLength={100}
          aria-label={t('Buscar app ou descrição')}
        />
      </div>
      <select
        aria-label={t('Aplicativo')}
        className={select}
        value={filter.appName || 'all'}
        onChange={(e) => set('appName', e.target.value)}
      >
        <option value="all">{t('Todos os apps')}</option>
        {RENTAL_APPS.map((a) => (
          <option key={a} value={a}>
            {appLabel(a)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('Tipo de conta')}
        className={select}
        value={filter.accountType || 'all'}
        onChange={(e) => set('accountType', e.target.value)}
      >
        <option value="all">{t('Todos os tipos')}</option>
        {RENTAL_ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {ACCOUNT_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <Input
        className="col-span-2 lg:col-span-2"
        value={region}
        onChange={(e) => setRegion(e.target.value)}
        placeholder={t('Região (ex.: Dublin 8)')}
        maxLength={100}
        aria-label={t('Região')}
      />
      <Input
        inputMode="decimal"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        placeholder={t('€ mín./semana')}
        aria-label={t('Preço mínimo por semana')}
      />
      <Input
        inputMode="decimal"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        placeholder={t('€ máx./semana')}
        aria-label={t('Preço máximo por semana')}
      />
      <select
        aria-label={t('Ordenar por')}
        className={`${select} col-span-2 lg:col-span-2`}
        value={filter.sort || 'recent'}
        onChange={(e) => set('sort', e.target.value === 'rating' ? 'rating' : '')}
      >
        <option value="recent">{t('Mais recentes')}</option>
        <option value="rating">{t('Melhor avaliação')}</option>
      </select>
      {active && (
        <Button variant="ghost" className="col-span-2 lg:col-span-6 lg:justify-self-start" onClick={clear}>
          <X className="h-4 w-4" aria-hidden="true" /> {t('Limpar filtros')}
        </Button>
      )}
    </form>
  );
}
