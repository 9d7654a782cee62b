import { and, count, desc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { literalLimit, preparedByShape } from '../db/list-query.js';
import { type Hit, hitAllThen } from '../db/rate-limit.js';
import { blocks, users } from '../db/schema.js';
import { bikeSightings, bikes } from './bikes.tables.js';

export type BikeRow = typeof bikes.$inferSelect;
export type BikeValues = Omit<typeof bikes.$inferInsert, 'id' | 'createdAt'>;
export type SightingRow = typeof bikeSightings.$inferSelect;
export type StolenFields = Pick<
  BikeRow,
  'stolenAt' | 'stolenLat' | 'stolenLng' | 'stolenAddress' | 'stolenArea' | 'gardaIncident' | 'stolenDescription'
>;

const publicStolen = and(
  isNotNull(bikes.stolenAt),
  isNotNull(bikes.ownerId),
  eq(bikes.status, 'active'),
  eq(bikes.hiddenByReports, false),
);
const notStolen = {
  stolenAt: null,
  stolenLat: null,
  stolenLng: null,
  stolenAddress: null,
  stolenArea: null,
  gardaIncident: null,
  stolenDescription: null,
  hiddenByReports: false,
} as const;
const sightingsCount = sql<number>`(select count(*)::int from ${bikeSightings} where ${bikeSightings.bikeId} = ${bikes.id})`;
const ownerName = sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${bikes.ownerId})`;

// The public stolen list, newest first, paged by id on its partial index.
function buildPage(db: DbOrTx, paged: boolean, limit: number, name: string) {
  return db
    .select()
    .from(bikes)
    .where(and(publicStolen, paged ? lt(bikes.id, sql.placeholder('before')) : undefined))
    .orderBy(desc(bikes.id))
    .limit(literalLimit(limit))
    .prepare(name);
}
const pages = preparedByShape<ReturnType<typeof buildPage>>('bikes_stolen');

export function createBikesRepository(db: DbOrTx) {
  return {
    /** A new registration; null when the serial is taken by an active one (the unique index decides). */
    async insertActive(values: BikeValues): Promise<BikeRow | null> {
      const [row] = await db
        .insert(bikes)
        .values({ ...values, status: 'active' })
        .onConflictDoNothing({ target: bikes.serialKey, where: sql`status = 'active'` })
        .returning();
      return row ?? null;
    },
    async insertClaim(values: BikeValues): Promise<BikeRow> {
      const [row] = await db
        .insert(bikes)
        .values({ ...values, status: 'claim' })
        .returning();
      return row!;
    },
    async get(id: number): Promise<(BikeRow & { sightingsCount: number }) | null> {
      const [row] = await db.select({ bike: bikes, sightingsCount }).from(bikes).where(eq(bikes.id, id)).limit(1);
      return row ? { ...row.bike, sightingsCount: Number(row.sightingsCount) } : null;
    },
    /** The owner's bikes and any of their claims, newest first (a member registers a handful). */
    async ofOwner(ownerId: number, limit: number) {
      const rows = await db
        .select({ bike: bikes, sightingsCount })
        .from(bikes)
        .where(eq(bikes.ownerId, ownerId))
        .orderBy(desc(bikes.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.bike, sightingsCount: Number(r.sightingsCount) }));
    },
    async ownerHasSerial(ownerId: number, serialKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bikes.id })
        .from(bikes)
        .where(and(eq(bikes.ownerId, ownerId), eq(bikes.serialKey, serialKey)))
        .limit(1);
      return !!row;
    },
    async activeBySerial(serialKey: string) {
      const [row] = await db
        .select({ bike: bikes, ownerName, sightingsCount })
        .from(bikes)
        .where(and(eq(bikes.serialKey, serialKey), eq(bikes.status, 'active')))
        .limit(1);
      return row ? { ...row.bike, ownerName: row.ownerName ?? '', sightingsCount: Number(row.sightingsCount) } : null;
    },
    /**
     * 'Verificar bicicleta' in one statement: counts the hits (per address, per member) and, when
     * every count is within its limit, looks the serial up on the unique index (decision 049).
     */
    async checkCounted(hits: Hit[], windowMs: number, serialKey: string) {
      const lookup = sql`select ${bikes.stolenAt} as stolen_at from ${bikes}
        where ${bikes.serialKey} = ${serialKey} and ${publicStolen} limit 1`;
      const r = await hitAllThen<{ stolen_at: Date | string }>(db, hits, windowMs, lookup);
      const at = r.rows[0]?.stolen_at;
      return { blocked: r.blocked, retryAfterSeconds: r.retryAfterSeconds, since: at ? new Date(at) : null };
    },
    /** A page of the public stolen list, newest report first. */
    stolenPage(before: number | undefined, limit: number): Promise<BikeRow[]> {
      const paged = before !== undefined;
      const shape = `${paged ? 'b' : ''}l${limit}`;
      return pages(db, shape, true, (name) => buildPage(db, paged, limit, name)).execute(paged ? { before } : {});
    },
    async publicStolen(id: number): Promise<BikeRow | null> {
      const [row] = await db
        .select()
        .from(bikes)
        .where(and(eq(bikes.id, id), publicStolen))
        .limit(1);
      return row ?? null;
    },
    /** Marks stolen only a bike not stolen yet (null otherwise: a second click changes nothing). */
    async markStolen(id: number, ownerId: number, fields: StolenFields): Promise<BikeRow | null> {
      const [row] = await db
        .update(bikes)
        .set(fields)
        .where(and(eq(bikes.id, id), eq(bikes.ownerId, ownerId), eq(bikes.status, 'active'), sql`stolen_at is null`))
        .returning();
      return row ?? null;
    },
    async recovered(id: number, ownerId: number): Promise<BikeRow | null> {
      const [row] = await db
        .update(bikes)
        .set(notStolen)
        .where(and(eq(bikes.id, id), eq(bikes.ownerId, ownerId), isNotNull(bikes.stolenAt)))
        .returning();
      return row ?? null;
    },
    async delete(id: number): Promise<BikeRow | null> {
      const [row] = await db.delete(bikes).where(eq(bikes.id, id)).returning();
      return row ?? null;
    },
    async addSighting(values: Omit<typeof bikeSightings.$inferInsert, 'id' | 'createdAt'>): Promise<SightingRow> {
      const [row] = await db.insert(bikeSightings).values(values).returning();
      return row!;
    },
    /** A bike's sightings, without those of members its owner blocked (issue 15: they do not reach the blocker). */
    sightingsOf(bikeId: number, ownerId: number | null, limit: number): Promise<SightingRow[]> {
      return db
        .select()
        .from(bikeSightings)
        .where(
          and(
            eq(bikeSightings.bikeId, bikeId),
            sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${ownerId} and ${blocks.blockedId} = ${bikeSightings.reporterId})`,
          ),
        )
        .orderBy(desc(bikeSightings.id))
        .limit(limit);
    },
    /** The administrators' queue: second claims on a serial, oldest first, paged by id on its partial index. */
    async claims(after: number | undefined, limit: number) {
      const rows = await db
        .select({ bike: bikes, ownerName, sightingsCount })
        .from(bikes)
        .where(and(eq(bikes.status, 'claim'), after !== undefined ? gt(bikes.id, after) : undefined))
        .orderBy(bikes.id)
        .limit(limit);
      return rows.map((r) => ({ ...r.bike, ownerName: r.ownerName ?? '', sightingsCount: Number(r.sightingsCount) }));
    },
    async claimsCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(bikes).where(eq(bikes.status, 'claim'));
      return Number(row?.n ?? 0);
    },
    /** The holder steps aside (its registration removed) and the claim becomes the active one. */
    async removeActiveHolder(serialKey: string, except: number): Promise<BikeRow | null> {
      const [row] = await db
        .delete(bikes)
        .where(and(eq(bikes.serialKey, serialKey), eq(bikes.status, 'active'), ne(bikes.id, except)))
        .returning();
      return row ?? null;
    },
    async activateClaim(id: number): Promise<BikeRow | null> {
      const [row] = await db
        .update(bikes)
        .set({ status: 'active' })
        .where(and(eq(bikes.id, id), eq(bikes.status, 'claim')))
        .returning();
      return row ?? null;
    },
    /** Reports (issue 32): a stolen report off the public list (or back on it); null when it is no stolen report. */
    async setHidden(id: number, hidden: boolean): Promise<BikeRow | null> {
      const [row] = await db
        .update(bikes)
        .set({ hiddenByReports: hidden })
        .where(and(eq(bikes.id, id), isNotNull(bikes.stolenAt)))
        .returning();
      return row ?? null;
    },
    /** An administrator ends a stolen report ('Excluir conteúdo'): the registration stays, private. */
    async endStolen(id: number): Promise<BikeRow | null> {
      const [row] = await db
        .update(bikes)
        .set(notStolen)
        .where(and(eq(bikes.id, id), isNotNull(bikes.stolenAt)))
        .returning();
      return row ?? null;
    },
    /** A sighting with its bike's owner and name (reports: only the owner reads a sighting). */
    async sighting(id: number) {
      const [row] = await db
        .select({ sighting: bikeSightings, ownerId: bikes.ownerId, brand: bikes.brand, model: bikes.model })
        .from(bikeSightings)
        .innerJoin(bikes, eq(bikes.id, bikeSightings.bikeId))
        .where(eq(bikeSightings.id, id))
        .limit(1);
      return row ?? null;
    },
    async deleteSighting(id: number): Promise<SightingRow | null> {
      const [row] = await db.delete(bikeSightings).where(eq(bikeSightings.id, id)).returning();
      return row ?? null;
    },
    /** Account deletion: private bikes go; a stolen report stays without its owner (off the lists). */
    async forgetOwner(ownerId: number) {
      const gone = await db
        .delete(bikes)
        .where(and(eq(bikes.ownerId, ownerId), sql`(stolen_at is null or status <> 'active')`))
        .returning({ id: bikes.id, photoUrls: bikes.photoUrls, proof: bikes.purchaseProofUrl });
      const unlinked = await db
        .update(bikes)
        .set({ ownerId: null, purchaseProofUrl: null })
        .where(eq(bikes.ownerId, ownerId))
        .returning({ id: bikes.id });
      // Sightings of an unlinked bike have no one to read them.
      for (const b of unlinked) await db.delete(bikeSightings).where(eq(bikeSightings.bikeId, b.id));
      return { removed: gone.length, unlinked: unlinked.length };
    },
    async exportOf(ownerId: number) {
      const own = await db.select().from(bikes).where(eq(bikes.ownerId, ownerId)).orderBy(bikes.id);
      const seen = await db
        .select()
        .from(bikeSightings)
        .where(eq(bikeSightings.reporterId, ownerId))
        .orderBy(bikeSightings.id);
      return { bikes: own, sightings: seen };
    },
  };
}
export type BikesRepository = ReturnType<typeof createBikesRepository>;
