import MapPin from 'lucide-react/icons/map-pin';
import Trash2 from 'lucide-react/icons/trash-2';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { safetyZoneMessages, ZONE_RADIUS } from '../../contract/safety-zones-labels.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useSafetyZones } from './api/get-safety-zones.js';
import { useCreateSafetyZone, useDeleteSafetyZone } from './api/save-safety-zone.js';
import { setFollowsHere } from './follow-position.js';
import { RadiusSelect, UrgentCheckbox, zoneSummary } from './zone-fields.js';

export interface ZoneCircle {
  lat: number;
  lng: number;
  radiusM: number;
  name: string;
}
type Source = 'map' | 'here' | 'follow';

/**
 * 'Zonas de alerta' on /dangerous-areas (issue 31): the member's zones (drawn on the map through
 * `onCircles`), and a new one from the point chosen on the map (a tap or an address search), the
 * current position, or 'Onde estou agora' (follows the position while the app is open).
 */
export default function ZonesPanel({
  selected,
  onCircles,
}: {
  selected: { lat: number; lng: number } | null;
  onCircles: (c: ZoneCircle[]) => void;
}) {
  const zones = useSafetyZones();
  const create = useCreateSafetyZone();
  const remove = useDeleteSafetyZone();
  const [name, setName] = useState('');
  const [radiusM, setRadius] = useState<number>(ZONE_RADIUS.default);
  const [source, setSource] = useState<Source>('map');
  const [urgent, setUrgent] = useState(false);
  const items = zones.data?.items ?? [];
  const max = zones.data?.max ?? 3;
  const hasCurrent = items.some((z) => z.kind === 'current');

  useEffect(() => {
    onCircles(items.map((z) => ({ lat: z.latitude, lng: z.longitude, radiusM: z.radiusM, name: z.name })));
  }, [items, onCircles]);

  const position = () =>
    new Promise<{ lat: number; lng: number }>((resolve, reject) => {
      if (!('geolocation' in navigator)) return reject(new Error(t('GPS não suportado neste aparelho.')));
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
        () => reject(new Error(t('Não foi possível obter sua posição. Permita a localização no navegador.'))),
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
      );
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const at = source === 'map' ? selected : await position();
      if (!at) throw new Error(t('Toque no mapa ou busque um endereço para escolher o centro da zona.'));
      const kind = source === 'follow' ? 'current' : 'fixed';
      await create.mutateAsync({
        name: name.trim() || (kind === 'current' ? t('Onde estou agora') : ''),
        latitude: at.lat,
        longitude: at.lng,
        radiusM,
        kind,
        urgentBreaksQuiet: urgent,
      });
      if (kind === 'current') setFollowsHere(true);
      setName('');
      toast({ title: safetyZoneMessages.created, variant: 'success' });
    } catch (err) {
      toast({
        title: t('Erro'),
        description: errorMessage(err, t('Não foi possível criar a zona.')),
        variant: 'destructive',
      });
    }
  };

  const radio = (value: Source, label: string, disabled = false) => (
    <label className={`flex items-center gap-2 text-sm ${disabled ? 'text-slate-400' : 'text-slate-700'}`}>
      <input
        type="radio"
        name="zone-source"
        value={value}
        checked={source === value}
        disabled={disabled}
        onChange={() => setSource(value)}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby="zones-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="zones-title" className="text-lg font-bold text-slate-900">
        {t('Zonas de alerta')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Receba um aviso quando alguém relatar um incidente perto de você. Só você vê suas zonas.')}
      </p>
      {items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label={t('Suas zonas de alerta')}>
          {items.map((z) => (
            <li key={z.id} className="flex items-center gap-2 py-2">
              <MapPin className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{z.name}</p>
                <p className="text-xs text-slate-500">{zoneSummary(z)}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('Apagar a zona {name}', { name: z.name })}
                onClick={() => {
                  if (z.kind === 'current') setFollowsHere(false);
                  remove.mutate(z.id, { onSuccess: () => toast({ title: safetyZoneMessages.deleted }) });
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {zones.isSuccess && items.length >= max ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('Você já tem {max} zonas. Apague uma para criar outra.', { max })}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-3" aria-label={t('Nova zona de alerta')}>
          <Field id="zone-name" label={t('Nome da zona')}>
            <Input
              id="zone-name"
              value={name}
              maxLength={40}
              placeholder={t('Casa, Base Rathmines…')}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field id="zone-radius" label={t('Raio')}>
            <RadiusSelect id="zone-radius" value={radiusM} onChange={setRadius} />
          </Field>
          <fieldset className="space-y-1.5">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('Centro da zona')}</legend>
            {radio('map', selected ? t('O ponto escolhido no mapa') : t('Um ponto no mapa (toque no mapa ou busque)'))}
            {radio('here', t('Minha posição atual'))}
            {radio('follow', t('Onde estou agora (segue você com o app aberto)'), hasCurrent)}
          </fieldset>
          <UrgentCheckbox id="zone-urgent" checked={urgent} onChange={setUrgent} />
          <Button type="submit" className="w-full" disabled={create.isPending}>
            {create.isPending ? t('Criando...') : t('Criar zona')}
          </Button>
        </form>
      )}
      <p className="mt-3 text-xs text-slate-500">
        {t('Para mudar nome, raio ou aviso no silêncio, vá a')}{' '}
        <Link href={`${paths.settings()}#zonas-de-alerta`} className="font-semibold text-brand-700 underline">
          {t('Configurações')}
        </Link>
        .
      </p>
    </section>
  );
}
