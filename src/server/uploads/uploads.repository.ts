import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { uploads } from './uploads.tables.js';

/**
 * CTEs `refs` (every image URL something shows: listings, published or in a waiting edit, events,
 * sponsors, site-config values, community alerts) and `ids` (the upload ids among them).
 */
const referenced = sql.raw(`refs as (
    select unnest(image_urls) as url from marketplace_items
    union all select image_url from marketplace_items where image_url is not null
    union all select jsonb_array_elements_text(pending_edit->'imageUrls') from marketplace_items
      where pending_edit is not null and jsonb_typeof(pending_edit->'imageUrls') = 'array'
    union all select image_url from events where image_url is not null
    union all select logo_url from sponsors where logo_url is not null
    union all select banner_url from sponsors where banner_url is not null
    union all select value from site_config where value like '%/objects/uploads/%'
    union all select unnest(image_urls) from blacklist
    union all select unnest(photo_urls) from bikes
    union all select purchase_proof_url from bikes where purchase_proof_url is not null
    union all select photo_url from bike_sightings where photo_url is not null
  ), ids as (
    select distinct substring(url from '/objects/uploads/([0-9a-f-]{36})-') as id from refs
  )`);

export function createUploadsRepository(db: DbOrTx) {
  return {
    async insert(id: string, ownerId: number, status: 'pending' | 'stored', expiresAt: Date) {
      await db.insert(uploads).values({ id, ownerId, status, expiresAt });
    },
    /**
     * Single use: only one PUT can move a live pending upload to stored. Returns its owner (whose
     * quota the upload counts against), or null when the upload is not a live pending one.
     */
    async claimPending(id: string): Promise<number | null> {
      const rows = await db
        .update(uploads)
        .set({ status: 'storing' })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending'), gt(uploads.expiresAt, sql`now()`)))
        .returning({ ownerId: uploads.ownerId });
      return rows.length === 1 ? (rows[0]!.ownerId ?? null) : null;
    },
    async setStatus(id: string, status: 'stored' | 'failed') {
      await db.update(uploads).set({ status }).where(eq(uploads.id, id));
    },
    /** The ids among `ids` that `ownerId` uploaded and that were stored. */
    async storedOwnedBy(ownerId: number, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.status, 'stored'), inArray(uploads.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    /**
     * Uploads older than `cutoff` that nothing shows: no listing (published or in a waiting edit),
     * event, sponsor, site-config value or community alert names them. Deleted in the statement
     * that checks, so a reference made since the check cannot lose its image.
     */
    async deleteUnattached(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`with ${referenced}
            delete from uploads where id in (
              select u.id from uploads u
              where u.created_at < ${cutoff.toISOString()}::timestamptz
                and not exists (select 1 from ids where ids.id = u.id)
              limit ${limit}
            )
            returning id`,
      );
      return rows.map((r) => r.id);
    },
    /**
     * Account deletion (decision 023), in its transaction: the owner's uploads nothing shows go
     * (their ids returned, the files are deleted after the commit); those still shown (an event
     * image, a community alert's photo) stay without an owner, for the clean-up job to take once
     * nothing shows them.
     */
    async releaseOwner(ownerId: number): Promise<string[]> {
      const gone = await queryRows<{ id: string }>(
        db,
        sql`with ${referenced}
            delete from uploads u where u.owner_id = ${ownerId} and not exists (select 1 from ids where ids.id = u.id)
            returning id`,
      );
      await db.update(uploads).set({ ownerId: null }).where(eq(uploads.ownerId, ownerId));
      return gone.map((r) => r.id);
    },
    async delete(ids: string[]) {
      if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
