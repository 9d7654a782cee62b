import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { SavedSearchKind } from '../../contract/saved-searches.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { savedSearches as s, savedSearchAlerts } from './saved-searches.tables.js';

export interface NewSavedSearch {
  userId: number;
  name: string;
  kind: SavedSearchKind;
  q: string;
  /** The typed words (lower-cased); the database writes them as the lists compare them. */
  words: string[];
  type: string;
  category: string;
  app: string;
  region: string;
  minPrice: number | null;
  maxPrice: number | null;
}

const columns = {
  id: s.id,
  name: s.name,
  kind: s.kind,
  q: s.q,
  type: s.type,
  category: s.category,
  app: s.app,
  region: s.region,
  minPrice: s.minPrice,
  maxPrice: s.maxPrice,
  createdAt: s.createdAt,
};
export type SavedSearchRow = {
  id: number;
  name: string;
  kind: string;
  q: string;
  type: string;
  category: string;
  app: string;
  region: string;
  minPrice: string | null;
  maxPrice: string | null;
  createdAt: Date;
};

/** Queries only (decision 009). */
export function createSavedSearchesRepository(db: DbOrTx) {
  return {
    /** Locks the member's row until the transaction ends: the cap is counted one request at a time. */
    async lockMember(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return rows.length > 0;
    },
    count: (userId: number) => db.$count(s, eq(s.userId, userId)),

    /**
     * Saves a search and its grouping row; its words written as the marketplace search compares them.
     * The key is the rarest word (decision 051): the one fewest searches of the kind hold now (the
     * words' GIN index counts them), so a common word is a key only when every word is common.
     */
    async insert(v: NewSavedSearch): Promise<SavedSearchRow> {
      const words = sql`(select coalesce(array_agg(distinct public.f_unaccent(lower(w))), '{}')
        from json_array_elements_text(${JSON.stringify(v.words)}::json) w)`;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`with w as (select ${words} as words),
            made as (
              insert into ${s} (user_id, name, kind, q, words, key_word, type, category, app, region, min_price, max_price)
              select ${v.userId}, ${v.name}, ${v.kind}, ${v.q}, w.words,
                (select x from unnest(w.words) x
                  order by (select count(*) from ${s} o where o.kind = ${v.kind} and o.words @> array[x]), length(x) desc, x
                  limit 1),
                ${v.type}, ${v.category}, ${v.app}, ${v.region}, ${v.minPrice}, ${v.maxPrice}
              from w returning id),
            alerts as (insert into ${savedSearchAlerts} (search_id) select id from made)
            select id from made`,
      );
      return (await this.get(v.userId, row!.id))!;
    },
    /** One of the member's searches (another member's reads as missing). */
    async get(userId: number, id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(s)
        .where(and(eq(s.id, id), eq(s.userId, userId)));
      return row;
    },
    list(userId: number, cursor: number | undefined, limit: number): Promise<SavedSearchRow[]> {
      return db
        .select(columns)
        .from(s)
        .where(and(eq(s.userId, userId), cursor === undefined ? undefined : lt(s.id, cursor)))
        .orderBy(desc(s.id))
        .limit(limit);
    },
    async rename(userId: number, id: number, name: string): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({ name })
        .where(and(eq(s.id, id), eq(s.userId, userId)))
        .returning({ id: s.id });
      return rows.length > 0;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(s)
        .where(and(eq(s.id, id), eq(s.userId, userId)))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** Everything the member saved, for the data export (bounded by SAVED_SEARCHES_MAX). */
    exportRows: (userId: number) => db.select(columns).from(s).where(eq(s.userId, userId)).orderBy(desc(s.id)),
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
