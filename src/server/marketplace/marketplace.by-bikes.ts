import { BIKE_TYPE_LABELS } from '../../contract/bikes-labels.js';
import { categoryLabel } from '../../contract/marketplace.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { DbOrTx } from '../db/client.js';
import type { ItemContent } from './marketplace.edits.js';
import { createMarketplaceStolenRepository } from './marketplace-stolen.repository.js';

export type StolenMatch = NonNullable<Awaited<ReturnType<BikesService['stolenBySerial']>>>;
export type QueueStolenListing = (
  tx: DbOrTx,
  entry: { bikeId: number; listerId: number; summary: string; details: string },
) => Promise<void>;

type EntryContent = Pick<ItemContent, 'title' | 'category' | 'bikeClass' | 'price' | 'description'>;

/** The administrators' queue entry of a listing that carries a stolen bike's serial (decision 041). */
export function stolenListingEntry(content: EntryContent, serial: string, bike: StolenMatch, head: string) {
  const klass = content.bikeClass ? BIKE_TYPE_LABELS[content.bikeClass] : 'tipo não informado';
  const summary = [
    `${head}: ${content.title}`,
    `${categoryLabel(content.category)} · ${klass} · ${content.price === null ? 'sem preço' : `€ ${content.price}`}`,
    `Número de série informado: ${serial}`,
    content.description,
  ].join('\n');
  const since = bike.since.toISOString().slice(0, 10).split('-').reverse().join('/');
  const details = `Número de série de bicicleta registrada como roubada: ${bike.name}, roubada em ${since}${bike.area ? ` (${bike.area})` : ''}. Bicicleta nº ${bike.id}; o dono foi avisado.`;
  return { summary, details };
}

export interface MarketplaceStolenDeps {
  audit: AuditService;
  bikes: Pick<BikesService, 'notifyListingMatch'>;
  queueStolenListing: QueueStolenListing;
}

/**
 * Issue 32: a bike marked stolen (or put back on the list by an administrator) after a listing with
 * its serial was published. On the bikes' transaction, like the refusal at create/edit (decision
 * 041): the listing goes back to review, the queue gets the match, the audit log a row, the owner a notice.
 */
export function marketplaceStolen(deps: MarketplaceStolenDeps) {
  return {
    async holdStolenSerial(tx: DbOrTx, bike: StolenMatch & { serialKey: string }, actorId: number | null) {
      const held = await createMarketplaceStolenRepository(tx).holdBySerial(bike.serialKey);
      for (const item of held) {
        if (item.sellerId === null || item.sellerId === bike.ownerId) continue;
        const head = `Anúncio ${item.listingNumber} publicado antes do roubo`;
        const entry = stolenListingEntry(item, item.frameSerial ?? bike.serialKey, bike, head);
        await deps.queueStolenListing(tx, { bikeId: bike.id, listerId: item.sellerId, ...entry });
        await deps.audit.record(tx, {
          actorId,
          action: 'marketplace.stolen_serial_held',
          targetType: 'marketplace_item',
          targetId: item.id,
          details: { bikeId: bike.id },
        });
        await deps.bikes.notifyListingMatch(tx, bike, item.sellerId);
      }
      return held.length;
    },
  };
}
