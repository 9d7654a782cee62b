import { and, arrayOverlaps, desc, eq, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../contract/marketplace.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { literalLimit, preparedByShape } from '../db/list-query.js';
import { users } from '../db/schema.js';
import {
  columns,
  type ItemFilter,
  type ItemRow,
  itemFilter,
  type Paging,
  selectItems,
  type TotalMode,
} from './marketplace.filters.js';
import {
  marketplacePublicCounts as counts,
  marketplaceItems as items,
  listingNumberSeq,
} from './marketplace.tables.js';

export type { ItemFilter, ItemRow, Paging, TotalMode } from './marketplace.filters.js';

export type NewItem = Omit<
  typeof items.$inferInsert,
  'id' | 'listingNumber' | 'searchText' | 'createdAt' | 'updatedAt'
>;
export type ItemChanges = Partial<Omit<NewItem, 'sellerId' | 'approvalStatus'>> & { approvalStatus?: ApprovalStatus };

/** A page of items with the count of every match: one statement, one round trip. */
function buildList(db: DbOrTx, f: ItemFilter, p: Paging, total: TotalMode, name: string) {
  const where = itemFilter.where(f) ?? sql`true`;
  const q = db
    .select({ ...columns, total: totalOf(f, total, where) })
    .from(items)
    .leftJoin(users, eq(users.id, items.sellerId))
    .where(and(where, p.before !== undefined ? lt(items.id, sql.placeholder('before')) : undefined))
    .orderBy(desc(items.id))
    .limit(literalLimit(p.limit));
  return (p.offset ? q.offset(sql.placeholder('offset')) : q).prepare(name);
}
function totalOf(f: ItemFilter, total: TotalMode, where: SQL) {
  if (total === null) return sql<null>`null`;
  if (total === 'exact') return sql<number>`(select count(*)::int from ${items} where ${where})`;
  if (total === 'public') {
    if (!f.publicOnly || f.words?.length || f.excludeId !== undefined || f.sellerId !== undefined) {
      throw new Error('public totals count only the public list by type and category');
    }
    // The item filter's own placeholders, `type` and `category`, with the same values.
    const byShape = and(
      f.type ? eq(counts.type, sql.placeholder('type')) : undefined,
      f.category ? eq(counts.category, sql.placeholder('category')) : undefined,
    );
    return sql<number>`(select coalesce(sum(${counts.n}), 0)::int from ${counts} where ${byShape ?? sql`true`})`;
  }
  const cap = sql.raw(String(total.cap + 1));
  return sql<number>`(select count(*)::int from (select 1 from ${items} where ${where} limit ${cap}) as matches)`;
}
const statements = preparedByShape<ReturnType<typeof buildList>>('marketplace_list');

/**
 * Queries only: a write that needs a transaction (and its audit row) is opened by the service, which
 * builds this repository on `tx`. Prepared statements are built on first use, so a repository made
 * for one transaction costs nothing it does not run.
 */
export function createMarketplaceRepository(db: DbOrTx) {
  let getById: ReturnType<typeof prepareGet> | undefined;
  const prepareGet = () =>
    selectItems(db)
      .where(eq(items.id, sql.placeholder('id')))
      .limit(1)
      .prepare('marketplace_item_by_id');
  async function get(id: number): Promise<ItemRow | null> {
    getById ??= prepareGet();
    const [row] = await getById.execute({ id });
    return row ?? null;
  }

  /**
   * Lists are the hot path: each shape of filter and paging is built once and kept as a prepared
   * statement (decision 005). Shapes without search are named, so PostgreSQL keeps their plan too.
   */
  function runList(f: ItemFilter, p: Paging, total: TotalMode) {
    const { shape, named, values } = itemFilter.read(f, { before: p.before, offset: p.offset });
    const mode = total === null ? '' : typeof total === 'string' ? total : `n${total.cap}`;
    const paging = `${p.before !== undefined ? 'b' : ''}${p.offset ? 'f' : ''}l${p.limit}${mode}`;
    return statements(db, `${shape}_${paging}`, named, (name) => buildList(db, f, p, total, name)).execute(values);
  }

  /** How many items match, counting no further than `cap` + 1 when a cap is given. */
  async function count(f: ItemFilter, cap?: number): Promise<number> {
    const matches = db.select({ one: sql`1` }).from(items).where(itemFilter.where(f)).$dynamic();
    // Lists with a cap are searches: counting stops early, the words must be checked row by row.
    if (cap !== undefined) matches.limit(literalLimit(cap + 1));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches.as('matches'))
      .prepare('')
      .execute(itemFilter.read(f).values);
    return Number(row?.n ?? 0);
  }

  return {
    get,
    count,

    /**
     * Newest first (id desc): a keyset page never repeats or skips an item while new ones arrive.
     * The count of all matches comes in the same statement: one round trip per page.
     */
    async list(f: ItemFilter, p: Paging, total: TotalMode = null): Promise<{ rows: ItemRow[]; total: number | null }> {
      const result = await runList(f, p, total);
      const rows: ItemRow[] = result.map(({ total: _total, ...row }) => row);
      if (total === null) return { rows, total: null };
      if (result.length) return { rows, total: Number(result[0]!.total) };
      // An empty page carries no count: nothing matches at all, or the page lies past the end.
      const first = p.before === undefined && !p.offset;
      return { rows, total: first ? 0 : await count(f, typeof total === 'object' ? total.cap : undefined) };
    },

    /** The listing number comes from its sequence: unique without a retry loop. Returns the new id. */
    async insert(values: NewItem): Promise<number> {
      const listingNumber = sql`(select 'MP' || lpad(nextval(${sql.raw(`'${listingNumberSeq.seqName}'`)})::text, 6, '0'))`;
      const [inserted] = await db
        .insert(items)
        .values({ ...values, listingNumber })
        .returning({ id: items.id });
      return inserted!.id;
    },

    /**
     * Compare-and-set: writes only while approval status, images and the waiting edit are still what
     * the caller read, so a concurrent edit or moderation is never overwritten with decisions taken on
     * stale data.
     */
    async update(
      id: number,
      seen: Pick<ItemRow, 'approvalStatus' | 'imageUrls' | 'pendingEdit'>,
      changes: ItemChanges,
    ): Promise<boolean> {
      const rows = await db
        .update(items)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(items.id, id),
            eq(items.approvalStatus, seen.approvalStatus),
            sql`${items.imageUrls} = ${sql.param(seen.imageUrls)}::text[]`,
            sql`${items.pendingEdit} is not distinct from ${seen.pendingEdit === null ? null : JSON.stringify(seen.pendingEdit)}::jsonb`,
          ),
        )
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /** One statement that moves approval only from an allowed state; false when it did not apply. */
    async setApproval(
      id: number,
      to: ApprovalStatus,
      from: { only: ApprovalStatus } | { not: ApprovalStatus },
    ): Promise<boolean> {
      const rows = await db
        .update(items)
        // Issue 34: an approval publishes the listing, so its 60 days start there.
        .set({
          approvalStatus: to,
          updatedAt: sql`now()`,
          ...(to === 'approved' ? { renewedAt: sql`now()`, expiryNoticedAt: null } : {}),
        })
        .where(
          and(
            eq(items.id, id),
            'only' in from ? eq(items.approvalStatus, from.only) : ne(items.approvalStatus, from.not),
          ),
        )
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /**
     * Issue 34: the owner's 'Renovar': 60 more days from now, an expired listing public again. One
     * statement, the owner's own listing only; false when it matched nothing.
     */
    async renew(id: number, sellerId: number): Promise<boolean> {
      const rows = await db
        .update(items)
        .set({
          renewedAt: sql`now()`,
          expiryNoticedAt: null,
          status: sql`case when ${items.status} = 'expired' then 'active' else ${items.status} end`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(items.id, id), eq(items.sellerId, sellerId)))
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /**
     * The 3-day notice's claim: public listings renewed between `from` and `to` that were not told
     * yet are marked told, and returned, in one statement (a second instance's claim finds them
     * taken; SKIP LOCKED lets it pass over rows the first one holds).
     */
    async claimExpiring(from: Date, to: Date, limit: number) {
      return queryRows<{ id: number; sellerId: number | null; title: string; renewedAt: string }>(
        db,
        sql`update ${items} set expiry_noticed_at = now()
            where ${items.id} in (
              select ${items.id} from ${items}
              where ${items.status} = 'active' and ${items.approvalStatus} = 'approved'
                and ${items.expiryNoticedAt} is null
                and ${items.renewedAt} > ${from.toISOString()}::timestamptz
                and ${items.renewedAt} <= ${to.toISOString()}::timestamptz
              order by ${items.renewedAt} limit ${sql.raw(String(limit))}
              for update skip locked)
            and ${items.expiryNoticedAt} is null
            returning ${items.id} as "id", ${items.sellerId} as "sellerId", ${items.title} as "title",
              ${items.renewedAt} as "renewedAt"`,
      );
    },

    /** Active listings last renewed at or before `cutoff` become 'expired' (out of every public read). */
    async expire(cutoff: Date): Promise<number> {
      const rows = await db
        .update(items)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(sql`${items.status} = 'active'`, lte(items.renewedAt, cutoff)))
        .returning({ id: items.id });
      return rows.length;
    },

    /** Deletes the item; returns every image path it showed or had in a waiting edit (legacy imageUrl included), or null. */
    async delete(id: number): Promise<{ id: number; imageUrls: string[] } | null> {
      const [row] = await db.delete(items).where(eq(items.id, id)).returning({
        id: items.id,
        imageUrls: items.imageUrls,
        imageUrl: items.imageUrl,
        pendingEdit: items.pendingEdit,
      });
      if (!row) return null;
      const paths = new Set([
        ...row.imageUrls,
        ...(row.imageUrl ? [row.imageUrl] : []),
        ...(row.pendingEdit?.imageUrls ?? []),
      ]);
      return { id: row.id, imageUrls: [...paths] };
    },

    /** Spec: orphan items (no seller) can be given to an active user. One statement checks both. */
    async reassign(id: number, sellerId: number): Promise<boolean> {
      const rows = await db
        .update(items)
        .set({ sellerId, updatedAt: sql`now()` })
        .where(
          and(
            eq(items.id, id),
            isNull(items.sellerId),
            sql`exists (select 1 from ${users} where ${users.id} = ${sellerId} and ${users.isActive})`,
          ),
        )
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /** The paths among `paths` that some item still shows (those objects must stay). */
    async referenced(paths: string[]): Promise<Set<string>> {
      if (!paths.length) return new Set();
      const rows = await db
        .select({ imageUrls: items.imageUrls, imageUrl: items.imageUrl, pendingEdit: items.pendingEdit })
        .from(items)
        .where(
          or(
            arrayOverlaps(items.imageUrls, paths),
            inArray(items.imageUrl, paths),
            sql`${items.pendingEdit} -> 'imageUrls' ?| ${sql.param(paths)}::text[]`,
          ),
        );
      const wanted = new Set(paths);
      return new Set(
        rows
          .flatMap((r) => [...r.imageUrls, r.imageUrl ?? '', ...(r.pendingEdit?.imageUrls ?? [])])
          .filter((p) => wanted.has(p)),
      );
    },
  };
}
export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
