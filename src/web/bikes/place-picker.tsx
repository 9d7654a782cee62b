import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useId, useState } from 'react';
import { BIKE_PLACES } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { Button } from '../ui/button.js';

export interface Point {
  lat: number;
  lng: number;
  label: string;
}

/** Where: a Dublin area from the list, or the phone's position ('Usar minha localização'). */
export function PlacePicker({ value, onChange }: { value: Point | null; onChange: (p: Point | null) => void }) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) return setError(t('Seu navegador não informa a localização.'));
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onChange({ lat: pos.coords.latitude, lng: pos.coords.longitude, label: t('Minha localização') });
      },
      () => {
        setLocating(false);
        setError(t('Não foi possível obter sua localização. Escolha a área na lista.'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  const selected = value && BIKE_PLACES.some((p) => p.name === value.label) ? value.label : '';
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('Onde')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          value={selected}
          onChange={(e) => {
            const p = BIKE_PLACES.find((x) => x.name === e.target.value);
            onChange(p ? { lat: p.lat, lng: p.lng, label: p.name } : null);
          }}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          <option value="">{value && !selected ? value.label : t('Escolha a área')}</option>
          {BIKE_PLACES.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={locate} disabled={locating} className="shrink-0">
          <LocateFixed className="h-4 w-4" aria-hidden="true" />{' '}
          {locating ? t('Localizando...') : t('Usar minha localização')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A `datetime-local` value of now (the browser's clock), for the forms' default. */
export function localNow(): string {
  const d = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}
