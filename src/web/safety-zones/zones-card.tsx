import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { SafetyZone } from '../../contract/safety-zones.js';
import { safetyZoneMessages } from '../../contract/safety-zones-labels.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Field, Input } from '../ui/input.js';
import { LoadError } from '../ui/load-error.js';
import { toast } from '../ui/toast.js';
import { useSafetyZones } from './api/get-safety-zones.js';
import { useDeleteSafetyZone, useUpdateSafetyZone } from './api/save-safety-zone.js';
import { setFollowsHere } from './follow-position.js';
import { RadiusSelect, UrgentCheckbox, zoneSummary } from './zone-fields.js';

function ZoneEditor({ zone }: { zone: SafetyZone }) {
  const [name, setName] = useState(zone.name);
  const [radiusM, setRadius] = useState(zone.radiusM);
  const [urgent, setUrgent] = useState(zone.urgentBreaksQuiet);
  const update = useUpdateSafetyZone();
  const remove = useDeleteSafetyZone();
  const fail = (err: unknown) =>
    toast({ title: t('Erro'), description: errorMessage(err, t('Não foi possível salvar.')), variant: 'destructive' });
  const p = `zone-${zone.id}`;
  return (
    <li className="space-y-3 py-4" aria-label={zone.name}>
      <p className="text-xs text-slate-500">{zoneSummary(zone)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${p}-name`} label={t('Nome')}>
          <Input id={`${p}-name`} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id={`${p}-radius`} label={t('Raio')}>
          <RadiusSelect id={`${p}-radius`} value={radiusM} onChange={setRadius} />
        </Field>
      </div>
      <UrgentCheckbox id={`${p}-urgent`} checked={urgent} onChange={setUrgent} />
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: zone.id, name, radiusM, urgentBreaksQuiet: urgent },
              { onSuccess: () => toast({ title: safetyZoneMessages.saved, variant: 'success' }), onError: fail },
            )
          }
        >
          {t('Salvar')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          onClick={() => {
            if (zone.kind === 'current') setFollowsHere(false);
            remove.mutate(zone.id, { onSuccess: () => toast({ title: safetyZoneMessages.deleted }), onError: fail });
          }}
        >
          {t('Apagar')}
        </Button>
      </div>
    </li>
  );
}

/** /settings 'Zonas de alerta' (issue 31): the member's zones, edited or deleted; new ones on the map. */
export default function ZonesCard() {
  const zones = useSafetyZones();
  const items = zones.data?.items ?? [];
  return (
    <Card className="p-5" id="zonas-de-alerta">
      <h2 className="text-lg font-bold text-slate-900">{t('Zonas de alerta')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Até {max} lugares onde você quer saber de incidentes novos. Só você vê suas zonas.', {
          max: zones.data?.max ?? 3,
        })}
      </p>
      {zones.isError && (
        <LoadError title={t('Não foi possível carregar as suas zonas.')} onRetry={() => void zones.refetch()} />
      )}
      {zones.isSuccess && items.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">{t('Você ainda não tem zonas de alerta.')}</p>
      )}
      <ul className="divide-y divide-slate-100">
        {items.map((z) => (
          <ZoneEditor key={`${z.id}-${z.updatedAt}`} zone={z} />
        ))}
      </ul>
      <Link href={paths.dangerousAreas()} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
        {t('Criar zona no mapa')}
      </Link>
    </Card>
  );
}
