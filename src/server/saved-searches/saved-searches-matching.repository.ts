import { eq, sql } from 'drizzle-orm';
import type { SavedSearchKind } from '../../contract/saved-searches.js';
import { SAVED_SEARCH_WORD_MAX } from '../../contract/saved-searches.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { accountRentals, blocks, marketplaceItems, users } from '../db/schema.js';
import { savedSearchAlerts as a, savedSearchJobs as jobs, savedSearches as s } from './saved-searches.tables.js';

/** A search told of new matches: its member, its name, how many are new. */
export interface DueSearch {
  id: number;
  userId: number;
  name: string;
  kind: SavedSearchKind;
  count: number;
}

/** A claimed matching job: the approved listing. */
export interface MatchJob {
  id: number;
  kind: SavedSearchKind;
  listingId: number;
}

/** The newly approved listing as the matching reads it. */
export interface MatchListing {
  t: string;
  owner: number | null;
  type: string;
  category: string;
  app: string;
  region: string;
  price: string | null;
}

/**
 * The listing's words' text as the marketplace search compares it (f_unaccent(lower(…))), its
 * filters, its price and its owner. Public listings only (one taken down since reads as gone).
 */
function listingOf(kind: SavedSearchKind, id: number) {
  return kind === 'item'
    ? sql`select ${marketplaceItems.searchText} as t, ${marketplaceItems.sellerId} as owner,
          ${marketplaceItems.type}::text as type, ${marketplaceItems.category}::text as category,
          ''::text as app, ''::text as region, ${marketplaceItems.price} as price
        from ${marketplaceItems}
        where ${marketplaceItems.id} = ${id} and ${marketplaceItems.approvalStatus} = 'approved'
          and ${marketplaceItems.status} = 'active'`
    : sql`select public.f_unaccent(lower(${accountRentals.appName} || ' ' || coalesce(${accountRentals.description}, ''))) as t,
          ${accountRentals.ownerId} as owner, ${accountRentals.accountType}::text as type, ''::text as category,
          ${accountRentals.appName}::text as app, lower(${accountRentals.region})::text as region,
          ${accountRentals.weeklyPrice} as price
        from ${accountRentals}
        where ${accountRentals.id} = ${id} and ${accountRentals.approvalStatus} = 'approved'
          and ${accountRentals.status} = 'active'`;
}

/**
 * Every substring (up to the longest word a search keeps) of each whitespace-separated token of the
 * listing's text: a search word, which has no whitespace, is in the text exactly when it is one of these.
 */
export function substrings(text: string): string[] {
  const out = new Set<string>();
  for (const tok of new Set(text.split(/\s+/))) {
    if (!tok) continue;
    const chars = [...tok];
    for (let i = 0; i < chars.length; i++)
      for (let n = 1; n <= SAVED_SEARCH_WORD_MAX && i + n <= chars.length; n++) out.add(chars.slice(i, i + n).join(''));
  }
  return [...out];
}

/** The matching, its grouping and its job (decisions 044, 051). Queries only (decision 009). */
export function createSavedSearchesMatchingRepository(db: DbOrTx) {
  return {
    async listing(kind: SavedSearchKind, id: number): Promise<MatchListing | undefined> {
      const [l] = await queryRows<MatchListing>(db, listingOf(kind, id));
      return l;
    },

    /**
     * Decision 051: the ids (above `afterId`, in order, at most `limit`) of the searches the listing
     * matches, read from the covering indexes only (never a scan of every search, nor a visit to the
     * table): searches with words by their key word among the listing's substrings, searches without
     * words by their filters; each then checked whole in the index — every word in the text, the
     * filters, the price range (a listing without a price matches only searches without one), not the
     * owner's own, no block either way (the owner's blocks read once). The filters are written as
     * `or`, not `in`, so the key-word scan keeps them as a filter rather than multiplying its probes.
     */
    async matches(kind: SavedSearchKind, l: MatchListing, afterId: number, limit: number): Promise<number[]> {
      const subs = JSON.stringify(substrings(l.t));
      const owner = sql`${l.owner}::int`;
      const price = sql`${l.price}::numeric`;
      const common = sql`(x.min_price is null or ${price} >= x.min_price)
        and (x.max_price is null or ${price} <= x.max_price)
        and (${owner} is null or x.user_id <> ${owner}) and x.user_id <> all(bl.ids) and x.id > ${afterId}`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with bl as materialized (select array(
            select b.blocked_id from ${blocks} b where b.blocker_id = ${owner}
            union all select b.blocker_id from ${blocks} b where b.blocked_id = ${owner}) as ids)
          select id from (
            select x.id from ${s} x, bl
            where x.kind = ${kind} and x.key_word = any(array(select json_array_elements_text(${subs}::json)))
              and (x.type = ${l.type} or x.type = '') and (x.category = ${l.category} or x.category = '')
              and (x.app = ${l.app} or x.app = '') and (x.region = ${l.region} or x.region = '')
              and ${common}
              and not exists (select 1 from unnest(x.words) w where strpos(${l.t}::text, w) = 0)
            union all
            select x.id from ${s} x, bl
            where x.kind = ${kind} and x.key_word is null
              and x.type in (${l.type}, '') and x.category in (${l.category}, '')
              and x.app in (${l.app}, '') and x.region in (${l.region}, '') and ${common}
          ) m order by id limit ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },

    /**
     * The grouping: each matched search (of an active member) counts one more new listing; a search
     * not told within the hour is told now (returned with its count, and its counter starts again),
     * the others wait for the hourly round. Rows locked in id order (two jobs at once serialise).
     */
    count(ids: number[]): Promise<DueSearch[]> {
      if (!ids.length) return Promise.resolve([]);
      return queryRows<DueSearch>(
        db,
        sql`with hit as (
          select a.search_id, a.pending + 1 as n,
            (a.notified_at is null or a.notified_at <= now() - interval '1 hour') as due
          from ${a} a
          join ${s} x on x.id = a.search_id
          join ${users} u on u.id = x.user_id and u.is_active
          where a.search_id = any(${`{${ids.join(',')}}`}::int[])
          order by a.search_id
          for update of a
        ),
        up as (
          update ${a} set
            pending = case when hit.due then 0 else hit.n end,
            notified_at = case when hit.due then now() else ${a.notifiedAt} end
          from hit where ${a.searchId} = hit.search_id
          returning hit.search_id, hit.n, hit.due
        )
        select x.id, x.user_id as "userId", x.name, x.kind, up.n as count
        from up join ${s} x on x.id = up.search_id where up.due order by x.id`,
      );
    },

    /** The hourly round: searches with matches not told for an hour, claimed (skip locked) and reset. */
    dueRound(limit: number): Promise<DueSearch[]> {
      return queryRows<DueSearch>(
        db,
        sql`with due as (
          select search_id, pending from ${a}
          where pending > 0 and notified_at <= now() - interval '1 hour'
          order by notified_at limit ${limit} for update skip locked
        ),
        up as (
          update ${a} set pending = 0, notified_at = now() from due where ${a.searchId} = due.search_id
          returning due.search_id, due.pending
        )
        select x.id, x.user_id as "userId", x.name, x.kind, up.pending as count
        from up join ${s} x on x.id = up.search_id join ${users} u on u.id = x.user_id and u.is_active`,
      );
    },

    /** The approval's job, on the approval's transaction: one row, whatever the searches. */
    async enqueue(kind: SavedSearchKind, listingId: number): Promise<void> {
      await db.insert(jobs).values({ kind, listingId }).onConflictDoNothing();
    },
    /** Claims up to `limit` jobs (FOR UPDATE SKIP LOCKED and a lease, as 046's); a job failing `maxAttempts` times stays. */
    claim: (limit: number, leaseSeconds: number, maxAttempts: number): Promise<MatchJob[]> =>
      queryRows<MatchJob>(
        db,
        sql`with due as (
              select id from ${jobs}
              where (locked_until is null or locked_until <= now()) and attempts < ${maxAttempts}
              order by id limit ${limit}
              for update skip locked
            )
            update ${jobs} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = ${jobs}.attempts + 1
            from due where ${jobs}.id = due.id
            returning ${jobs}.id, ${jobs}.kind, ${jobs}.listing_id as "listingId"`,
      ),
    /** Locks a claimed job for one batch; where its next batch starts (null: done or gone). */
    async lockJob(id: number): Promise<number | null> {
      const [row] = await db.select({ after: jobs.afterSearchId }).from(jobs).where(eq(jobs.id, id)).for('update');
      return row?.after ?? null;
    },
    async advanceJob(id: number, afterSearchId: number): Promise<void> {
      await db.update(jobs).set({ afterSearchId }).where(eq(jobs.id, id));
    },
    async finishJob(id: number): Promise<void> {
      await db.delete(jobs).where(eq(jobs.id, id));
    },
    /** Jobs not yet done. */
    pendingJobs: () => db.$count(jobs),
  };
}
