import { lazy, Suspense, useState } from 'react';
import type { MyBike, SightingView } from '../../contract/bikes.js';
import { BIKE_TYPE_LABELS, bikeMessages } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { errorMessage } from '../lib/api.js';
import { formatDate, formatDateTime } from '../lib/dates.js';
import { ReportButton } from '../reports/report-button.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useDeleteBike, useRecovered, useSightings } from './api/bikes.js';
import { MarkStolenDialog } from './mark-stolen-dialog.js';

/** The small map: its own chunk with Leaflet, loaded when the owner opens the sightings. */
const SightingsMap = lazy(() => import('./sightings-map.js'));

/** One of the member's bikes: its details, the stolen state and actions, and its sightings. */
export function MyBikeCard({ bike, highlight }: { bike: MyBike; highlight: boolean }) {
  const [marking, setMarking] = useState(false);
  const recovered = useRecovered();
  const remove = useDeleteBike();
  // Opened by the owner (or by a notification's link to this bike): only then are they read and mapped.
  const [open, setOpen] = useState(highlight);
  const sightings = useSightings(bike.id, open);
  const run = async (p: Promise<{ message: string }>) => {
    try {
      toast({ title: (await p).message, variant: 'success' });
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Tente novamente.')), variant: 'destructive' });
    }
  };
  const photo = bike.photoUrls[0];
  return (
    <Card className={`overflow-hidden ${highlight ? 'ring-2 ring-brand-500' : ''}`} data-testid={`my-bike-${bike.id}`}>
      <div className="flex gap-4 p-4">
        {photo ? (
          <img
            src={imageVariant(photo, 'thumb')}
            alt={`${bike.brand} ${bike.model}`}
            className="h-20 w-20 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <div className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">
            {t('Sem foto')}
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold text-slate-900">
              {bike.brand} {bike.model}
            </h3>
            {bike.stolen && <Badge tone="red">{t('Roubada')}</Badge>}
            {bike.stolen?.hidden && <Badge tone="amber">{t('Fora da lista')}</Badge>}
            {bike.status === 'claim' && <Badge tone="amber">{t('Em análise')}</Badge>}
          </div>
          <p className="text-sm text-slate-600">
            {BIKE_TYPE_LABELS[bike.type]} · {bike.colour}
          </p>
          <p className="text-sm break-all text-slate-600">
            {t('Série:')} <span className="font-mono">{bike.serial}</span>
          </p>
          {bike.stolen && (
            <p className="text-sm text-red-700">
              {t('Roubada em {date} · {area}', { date: formatDate(bike.stolen.stolenAt), area: bike.stolen.area })}
            </p>
          )}
          {bike.stolen?.hidden && <p className="text-sm text-amber-800">{bikeMessages.hiddenByReports}</p>}
        </div>
      </div>
      {bike.status === 'claim' && (
        <p className="border-t border-slate-100 px-4 py-3 text-sm text-amber-800">
          {t('Outro membro já registrou este número de série. Os administradores vão verificar.')}
        </p>
      )}
      {bike.stolen && (
        <div className="border-t border-slate-100 px-4 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="text-sm font-semibold text-slate-800">
              {t('Avistamentos ({n})', { n: sightings.data?.items.length ?? bike.sightingsCount })}
            </h4>
            <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t('Ocultar avistamentos') : t('Ver avistamentos')}
            </Button>
          </div>
          {open && sightings.data?.items.length ? (
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Suspense fallback={<Skeleton className="h-56 w-full rounded-lg" />}>
                <SightingsMap items={sightings.data.items} />
              </Suspense>
              <SightingsList items={sightings.data.items} />
            </div>
          ) : open && sightings.data ? (
            <p className="mt-1 text-sm text-slate-500">
              {t('Ninguém avisou ainda. Você recebe uma notificação quando alguém vir.')}
            </p>
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 p-4">
        {bike.status === 'active' && !bike.stolen && (
          <Button variant="destructive" size="sm" onClick={() => setMarking(true)}>
            {t('Marcar como roubada')}
          </Button>
        )}
        {bike.stolen && (
          <Button size="sm" onClick={() => void run(recovered.mutateAsync(bike.id))} disabled={recovered.isPending}>
            {t('Recuperada')}
          </Button>
        )}
        <Button
          variant="destructive-outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('Excluir esta bicicleta do registro?'))) void run(remove.mutateAsync(bike.id));
          }}
        >
          {t('Excluir')}
        </Button>
      </div>
      {marking && <MarkStolenDialog bike={bike} open={marking} onOpenChange={setMarking} />}
    </Card>
  );
}

/** The sightings as a list beside the map (the map alone says nothing to a screen reader). */
function SightingsList({ items }: { items: SightingView[] }) {
  return (
    <ul className="space-y-2" aria-label={t('Lista dos avistamentos')}>
      {items.map((s) => (
        <li key={s.id} className="flex gap-3 rounded-lg bg-slate-50 p-2 text-sm">
          {s.photoUrl && (
            <img
              src={imageVariant(s.photoUrl, 'thumb')}
              alt={t('Foto do avistamento')}
              className="h-14 w-14 rounded object-cover"
            />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {s.area} · {formatDateTime(s.seenAt)}
            </p>
            {s.note && <p className="text-slate-600">{s.note}</p>}
            <a
              className="text-brand-700 hover:underline"
              href={`https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('Ver no OpenStreetMap')}
            </a>
            <ReportButton kind="bike_sighting" targetId={s.id} label={t('Denunciar avistamento')} />
          </div>
        </li>
      ))}
    </ul>
  );
}
