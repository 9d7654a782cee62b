import type { BikeClaim } from '../../../contract/bikes.js';
import { BIKE_TYPE_LABELS } from '../../../contract/bikes-labels.js';
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
        {bike.ownerName || 'Membro'} <span className="font-normal text-slate-500">· membro {bike.ownerId}</span>
      </p>
      <p className="text-slate-700">
        {bike.brand} {bike.model} · {BIKE_TYPE_LABELS[bike.type]} · {bike.colour}
      </p>
      <p className="break-all text-slate-600">
        Série: <span className="font-mono">{bike.serial}</span>
      </p>
      <p className="text-slate-600">Registrada em {formatDate(bike.createdAt)}</p>
      {bike.stolen && (
        <p className="text-red-700">
          Roubada desde {formatDate(bike.stolen.stolenAt)} · {bike.stolen.area}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {bike.photoUrls.map((url) => (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer">
            <img src={imageVariant(url, 'thumb')} alt="Foto da bicicleta" className="h-14 w-14 rounded object-cover" />
          </a>
        ))}
        {bike.purchaseProofUrl ? (
          <a
            href={bike.purchaseProofUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 hover:underline"
          >
            Ver comprovante de compra
          </a>
        ) : (
          <span className="text-slate-500">Sem comprovante de compra</span>
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
        <Badge tone="amber">Em análise</Badge>
        <span className="text-xs text-slate-500">pedido em {formatDateTime(c.claim.createdAt)}</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {c.holder ? (
          <BikeSide label="Dono atual" bike={c.holder} />
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            O registro anterior foi excluído: ninguém mais tem este número de série.
          </p>
        )}
        <BikeSide label="Novo pedido" bike={c.claim} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onDecide('accept')}>
          Passar para o novo membro
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide('reject')}>
          Manter o dono atual
        </Button>
      </div>
    </Card>
  );
}
