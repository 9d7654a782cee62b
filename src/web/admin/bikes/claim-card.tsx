import type { BikeClaim } from '../../../contract/bikes.js';
import { BIKE_TYPE_LABELS } from '../../../contract/bikes-labels.js';
import { t } from '../../../contract/i18n.js';
import { imageVariant } from '../../../contract/images.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';

type Side = NonNullable<BikeClaim['holder']>;

/** One member's registration of the serial: who, the bike, its photos and purchase proof. */
function BikeSide({ label, bike }: { label: string; bike: Side }) {
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className="font-semibold text-slate-900">
        {bike.ownerName || t('Membro')}{' '}
        <span className="font-normal text-slate-500">· {t('membro {id}', { id: bike.ownerId })}</span>
      </p>
      <p className="text-slate-700">
        {bike.brand} {bike.model} · {BIKE_TYPE_LABELS[bike.type]} · {bike.colour}
      </p>
      <p className="break-all text-slate-600">
        {t('Série:')} <span className="font-mono">{bike.serial}</span>
      </p>
      <p className="text-slate-600">{t('Registrada em {date}', { date: formatDate(bike.createdAt) })}</p>
      {bike.stolen && (
        <p className="text-red-700">
          {t('Roubada desde {date}', { date: formatDate(bike.stolen.stolenAt) })} · {bike.stolen.area}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {bike.photoUrls.map((url) => (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer">
            <img
              src={imageVariant(url, 'thumb')}
              alt={t('Foto da bicicleta')}
              className="h-14 w-14 rounded object-cover"
            />
          </a>
        ))}
        {bike.purchaseProofUrl ? (
          <a
            href={bike.purchaseProofUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 hover:underline"
          >
            {t('Ver comprovante de compra')}
          </a>
        ) : (
          <span className="text-slate-500">{t('Sem comprovante de compra')}</span>
        )}
      </div>
    </div>
  );
}

/** A second claim on a serial beside the registration that holds it, and the two decisions. */
export function ClaimCard({
  claim: c,
  busy,
  onDecide,
}: {
  claim: BikeClaim;
  busy: boolean;
  onDecide: (decision: 'accept' | 'reject') => void;
}) {
  return (
    <Card className="space-y-3 p-4" data-testid={`bike-claim-${c.claim.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="amber">{t('Em análise')}</Badge>
        <span className="text-xs text-slate-500">
          {t('pedido em {date}', { date: formatDateTime(c.claim.createdAt) })}
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {c.holder ? (
          <BikeSide label={t('Dono atual')} bike={c.holder} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            {t('O registro anterior foi excluído: ninguém mais tem este número de série.')}
          </p>
        )}
        <BikeSide label={t('Novo pedido')} bike={c.claim} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onDecide('accept')}>
          {t('Passar para o novo membro')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('reject')}>
          {t('Manter o dono atual')}
        </Button>
      </div>
    </Card>
  );
}
