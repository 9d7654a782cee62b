import {
  BIKE_LIMITS,
  type BikeSaved,
  type CheckSerialAnswer,
  type MarkStolenInput,
  type MyBikeList,
  bikeMessages as msg,
  normaliseSerial,
  type RegisterBikeData,
  type SightingInput,
  type SightingList,
  type StolenPage,
} from '../../contract/bikes.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { areaFor } from '../safety-reports/neighbourhoods.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { bikesByReports } from './bikes.by-reports.js';
import { bikesModeration } from './bikes.moderation.js';
import { type BikeRow, createBikesRepository } from './bikes.repository.js';
import { toMyBike, toPublicStolen, toSighting } from './bikes.views.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** A member registers a handful of bikes; the page shows them all. */
const MY_BIKES_MAX = 50;

export interface BikesDeps {
  db: Db;
  uploads: Pick<UploadsService, 'assertOwned' | 'remove'>;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Issue 15: a blocked member's sightings do not reach the blocker. */
  blocks: Pick<BlocksService, 'between'>;
  config: { checksPerHourPerIp: number; checksPerHourPerMember: number };
  /** The owner hears of a listing with their bike's serial once per lister and day (decision 049). */
  rateLimiter: Pick<RateLimiter, 'hitIn'>;
  /**
   * The marketplace (built after this service, bound late): listings already carrying the serial of a
   * bike just put on the stolen list go back to review, on this transaction (decision 049).
   */
  holdListings: (tx: DbOrTx, bike: StolenMatch & { serialKey: string }, actorId: number | null) => Promise<number>;
}

export interface StolenMatch {
  id: number;
  ownerId: number;
  name: string;
  since: Date;
  area: string;
}

const bikeName = (b: Pick<BikeRow, 'brand' | 'model'>) => `${b.brand} ${b.model}`.trim();

/** The bike as a marketplace match, when it is on the public stolen list (null otherwise). */
const matchOf = (row: BikeRow): StolenMatch | null =>
  row.stolenAt && row.ownerId !== null && row.status === 'active' && !row.hiddenByReports
    ? { id: row.id, ownerId: row.ownerId, name: bikeName(row), since: row.stolenAt, area: row.stolenArea ?? '' }
    : null;

/** Issue 32: the register of members' bikes, the public stolen list, the serial check and sightings. */
export function createBikesService(deps: BikesDeps) {
  const { db, uploads } = deps;
  const repo = createBikesRepository(db);

  /** Listings published before the theft with this serial go back to review (decision 049). */
  async function holdMatching(tx: DbOrTx, row: BikeRow | null, actorId: number | null) {
    const match = row && matchOf(row);
    if (match) await deps.holdListings(tx, { ...match, serialKey: row.serialKey }, actorId);
  }

  /** The owner's bike (administrators may read any); 404 for anyone else, so ids reveal nothing. */
  async function mustOwn(user: SessionUser, id: number, write = false) {
    const row = await repo.get(id);
    if (!row || (row.ownerId !== user.id && !(user.isAdmin && !write))) throw notFound(msg.notFound);
    return row;
  }

  return {
    ...bikesModeration({ db, audit: deps.audit }),
    ...bikesByReports(repo, uploads),

    /** Reports: off the public list, or back on it ('Descartar'), then held listings as when marked stolen. */
    async setStolenHidden(id: number, hidden = true) {
      if (hidden) return repo.setHidden(id, true);
      return db.transaction(async (tx) => {
        const row = await createBikesRepository(tx).setHidden(id, false);
        await holdMatching(tx, row, null);
        return row;
      });
    },

    async mine(user: SessionUser): Promise<MyBikeList> {
      return { items: (await repo.ofOwner(user.id, MY_BIKES_MAX)).map(toMyBike) };
    },

    async get(user: SessionUser, id: number) {
      return toMyBike(await mustOwn(user, id));
    },

    /**
     * Registers a bike. The serial is stored normalised and unique among active registrations:
     * when another member holds it, this registration waits as a claim for the administrators.
     */
    async register(user: SessionUser, input: RegisterBikeData): Promise<BikeSaved> {
      const serialKey = normaliseSerial(input.serial);
      const images = [...input.photoUrls, ...(input.purchaseProofUrl ? [input.purchaseProofUrl] : [])];
      if (new Set(images).size !== images.length) throw badRequest(msg.photosMax);
      if (images.length) await uploads.assertOwned(user.id, images);
      if (await repo.ownerHasSerial(user.id, serialKey)) throw conflict(msg.serialTaken);
      const values = {
        ownerId: user.id,
        type: input.type,
        brand: input.brand,
        model: input.model,
        colour: input.colour,
        serial: input.serial,
        serialKey,
        photoUrls: input.photoUrls,
        purchaseProofUrl: input.purchaseProofUrl ?? null,
      };
      const active = await repo.insertActive(values);
      if (active) return { bike: toMyBike(active), message: msg.registered };
      return { bike: toMyBike(await repo.insertClaim(values)), message: msg.claimed };
    },

    async markStolen(user: SessionUser, id: number, input: MarkStolenInput) {
      const row = await mustOwn(user, id, true);
      if (row.status === 'claim') throw conflict(msg.underReview);
      const when = new Date(input.stolenAt);
      if (when.getTime() > Date.now() + 5 * 60_000) throw badRequest(msg.whenFuture);
      const point = input.latitude !== undefined && input.longitude !== undefined;
      const updated = await db.transaction(async (tx) => {
        const row = await createBikesRepository(tx).markStolen(id, user.id, {
          stolenAt: when,
          stolenLat: point ? input.latitude! : null,
          stolenLng: point ? input.longitude! : null,
          stolenAddress: input.address || null,
          stolenArea: point ? areaFor(input.latitude!, input.longitude!) : input.address!.slice(0, 200),
          gardaIncident: input.gardaIncident || null,
          stolenDescription: input.description,
        });
        await holdMatching(tx, row, user.id);
        return row;
      });
      if (!updated) throw conflict(msg.alreadyStolen);
      return { bike: toMyBike({ ...updated, sightingsCount: row.sightingsCount }), message: msg.markedStolen };
    },

    /** 'Recuperada': off the public list and the map; its sightings stay with the owner. */
    async recovered(user: SessionUser, id: number) {
      const row = await mustOwn(user, id, true);
      const updated = await repo.recovered(id, user.id);
      if (!updated) throw conflict(msg.notStolen);
      return { bike: toMyBike({ ...updated, sightingsCount: row.sightingsCount }), message: msg.recovered };
    },

    async remove(user: SessionUser, id: number) {
      const row = await mustOwn(user, id, true);
      const gone = await repo.delete(row.id);
      if (gone) await uploads.remove([...gone.photoUrls, ...(gone.purchaseProofUrl ? [gone.purchaseProofUrl] : [])]);
      return { message: msg.deleted };
    },

    async stolenList(cursor: number | undefined, limit: number): Promise<StolenPage> {
      const rows = await repo.stolenPage(cursor, limit + 1);
      const page = rows.slice(0, limit);
      return { items: page.map(toPublicStolen), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
    },

    async stolenOne(id: number) {
      const row = await repo.publicStolen(id);
      if (!row) throw notFound(msg.notFound);
      return toPublicStolen(row);
    },

    /**
     * 'Verificar bicicleta': whether a serial is on the stolen list and since when, nothing else.
     * Counted per IP and per member and looked up in one statement (decision 049): the counters are
     * atomic upserts, so a parallel burst passes exactly the limit, and over it nothing is looked up.
     */
    async check(ip: string, user: SessionUser | null, serial: string): Promise<CheckSerialAnswer> {
      const { checksPerHourPerIp: perIp, checksPerHourPerMember: perMember } = deps.config;
      const hits = [{ key: `bikes:check:ip:${ip}`, limit: perIp }];
      if (user) hits.push({ key: `bikes:check:member:${user.id}`, limit: perMember });
      const r = await repo.checkCounted(hits, HOUR_MS, normaliseSerial(serial));
      if (r.blocked) throw tooManyRequests(msg.tooManyChecks, r.retryAfterSeconds);
      return { stolen: r.since !== null, since: r.since?.toISOString() ?? null };
    },

    /** The register's normal form of a serial (the marketplace stores listings' serials in it). */
    normaliseSerial,

    /** For other domains (the marketplace): the stolen bike behind a serial, if any. */
    async stolenBySerial(serial: string): Promise<StolenMatch | null> {
      const row = await repo.activeBySerial(normaliseSerial(serial));
      return row && matchOf(row);
    },

    /**
     * A listing matched (refused, or held): the owner is told, on the caller's transaction — at most
     * once per lister and 24 h (an atomic counter on that transaction), so a thief retrying floods no one.
     */
    async notifyListingMatch(tx: DbOrTx, bike: { id: number; ownerId: number; name: string }, listerId: number) {
      const once = await deps.rateLimiter.hitIn(tx, `bikes:listing-match:${bike.id}:${listerId}`, 1, DAY_MS);
      if (once.blocked) return;
      await deps.notifications.notify(tx, bike.ownerId, 'bike-listing-match', {
        data: { bike: bike.name },
        targetId: bike.id,
      });
    },

    /** 'Vi esta bicicleta': any member but the owner; the owner is told at once. */
    async addSighting(user: SessionUser, bikeId: number, input: SightingInput) {
      const bike = await repo.publicStolen(bikeId);
      if (!bike) throw notFound(msg.notFound);
      if (bike.ownerId === user.id) throw badRequest(msg.sightingOwn);
      if (await deps.blocks.between(bike.ownerId!, user.id)) throw forbidden(msg.sightingBlocked);
      const seenAt = new Date(input.seenAt);
      if (seenAt.getTime() > Date.now() + 5 * 60_000) throw badRequest(msg.seenInvalid);
      if (input.photoUrl) await uploads.assertOwned(user.id, [input.photoUrl]);
      const area = areaFor(input.latitude, input.longitude);
      await db.transaction(async (tx) => {
        await createBikesRepository(tx).addSighting({
          bikeId,
          reporterId: user.id,
          latitude: input.latitude,
          longitude: input.longitude,
          area,
          seenAt,
          photoUrl: input.photoUrl ?? null,
          note: input.note ?? '',
        });
        await deps.notifications.notify(tx, bike.ownerId!, 'bike-sighting', {
          data: { bike: bikeName(bike), area },
          targetId: bikeId,
        });
      });
      return { message: msg.sightingSaved };
    },

    /** The sightings of one's own bike (administrators too), newest first. */
    async sightings(user: SessionUser, bikeId: number): Promise<SightingList> {
      const bike = await mustOwn(user, bikeId);
      return { items: (await repo.sightingsOf(bikeId, bike.ownerId, BIKE_LIMITS.sightings)).map(toSighting) };
    },

    /** Account deletion, in its transaction (decision 023). */
    forgetOwner: (tx: DbOrTx, ownerId: number) => createBikesRepository(tx).forgetOwner(ownerId),

    /** The data export: the member's bikes and the sightings they reported. */
    async exportFor(userId: number) {
      const { bikes, sightings } = await repo.exportOf(userId);
      return { bikes: bikes.map((b) => toMyBike(b)), sightings: sightings.map(toSighting) };
    },
  };
}
export type BikesService = ReturnType<typeof createBikesService>;
