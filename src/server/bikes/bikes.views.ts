import type { MyBike, PublicStolenBike, SightingView } from '../../contract/bikes.js';
import type { BikeRow, SightingRow } from './bikes.repository.js';

/** About 100 m: a public point never shows the exact spot (like the safety map). */
const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

/** The whole registration: for its owner and administrators only. */
export function toMyBike(row: BikeRow & { sightingsCount?: number }): MyBike {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    model: row.model,
    colour: row.colour,
    serial: row.serial,
    photoUrls: row.photoUrls,
    purchaseProofUrl: row.purchaseProofUrl,
    status: row.status,
    stolen: row.stolenAt
      ? {
          stolenAt: row.stolenAt.toISOString(),
          area: row.stolenArea ?? '',
          latitude: row.stolenLat,
          longitude: row.stolenLng,
          address: row.stolenAddress,
          gardaIncident: row.gardaIncident,
          description: row.stolenDescription ?? '',
          hidden: row.hiddenByReports,
        }
      : null,
    sightingsCount: row.sightingsCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What everyone sees of a stolen bike: no serial, no Garda number, no contact, the place rounded. */
export function toPublicStolen(row: BikeRow): PublicStolenBike {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    model: row.model,
    colour: row.colour,
    photoUrls: row.photoUrls,
    description: row.stolenDescription ?? '',
    stolenAt: row.stolenAt!.toISOString(),
    area: row.stolenArea ?? '',
    latitude: round3(row.stolenLat),
    longitude: round3(row.stolenLng),
    ownerId: row.ownerId,
  };
}

export function toSighting(row: SightingRow): SightingView {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    area: row.area,
    seenAt: row.seenAt.toISOString(),
    photoUrl: row.photoUrl,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
