import { and, arrayOverlaps, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../contract/marketplace.js';
import type { Db, DbOrTx } from '../db/client.js';
import { users } from '../users/users.tables.js';
import { listingNumberSeq, marketplaceItems as items, marketplacePublicCounts as counts } from './marketplace.tables.js';

/** Which items a list shows. Every field narrows; none means every item. */
export interface ItemFilter {
  /** Spec: non-admins see only approved and active items. */
  publicOnly?: boolean;
  approval?: ApprovalStatus;
  orphans?: boolean;
  sellerId?: number;
  type?: string;
  category?: string;
  /** Search words, already lower-cased and LIKE-escaped; each must appear in title or description. */
  words?: string[];
  excludeId?: number;
}

/** id-desc keyset (`before` = last id seen) or offset paging. */
export interface Paging {
  before?: number;
  offset?: number;
  limit: number;
}

const columns = {
  id: items.id,
  listingNumber: items.listingNumber,
  title: items.title,
  description: items.description,
  price: items.price,
  type: items.type,
  category: items.category,
  // As JSON, not text[]: node-postgres parses a text[] character by character in JavaScript
  // (7 % of a list request's CPU); JSON.parse is native.
  imageUrls: sql<string[]>`to_json(${items.imageUrls})`,
  imageUrl: items.imageUrl,
  coverImageIndex: items.coverImageIndex,
  whatsapp: items.whatsapp,
  sellerId: items.sellerId,
  status: items.status,
  approvalStatus: items.approvalStatus,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  sellerDisplayName: users.displayName,
  sellerMemberNumber: users.memberNumber,
};
const selectItems = (tx: DbOrTx) => tx.select(columns).from(items).leftJoin(users, eq(users.id, items.sellerId));
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export type NewItem = Omit<typeof items.$inferInsert, 'id' | 'listingNumber' | 'searchText' | 'createdAt' | 'updatedAt'>;
export type ItemChanges = Partial<Omit<NewItem, 'sellerId' | 'approvalStatus'>> & { approvalStatus?: ApprovalStatus };

/** A value in a condition: a named placeholder for prepared statements, or the value itself. */
type Bind = <T>(name: string, value: T) => T;
// A placeholder stands where the value will be; drizzle fills it at execute().
const asPlaceholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;
const asValue: Bind = (_name, value) => value;

function conditions(f: ItemFilter, bind: Bind): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  // Literals, not parameters: the planner then knows the public slice (about two thirds of the rows).
  if (f.publicOnly) c.push(sql`${items.approvalStatus} = 'approved'`, sql`${items.status} = 'active'`);
  if (f.approval) c.push(eq(items.approvalStatus, bind('approval', f.approval)));
  if (f.orphans) c.push(isNull(items.sellerId));
  if (f.sellerId !== undefined) c.push(eq(items.sellerId, bind('sellerId', f.sellerId)));
  if (f.type) c.push(eq(items.type, bind('type', f.type)));
  if (f.category) c.push(eq(items.category, bind('category', f.category)));
  if (f.excludeId !== undefined) c.push(ne(items.id, bind('excludeId', f.excludeId)));
  // search_text is already unaccented and lower-cased; the word goes through the same functions, so
  // 'DOACAO' finds 'Doação' and 'doação' finds 'Doacao'. The trigram index serves these LIKEs.
  (f.words ?? []).forEach((w, i) => {
    c.push(sql`${items.searchText} like '%' || public.f_unaccent(lower(${bind(`w${i}`, w)})) || '%'`);
  });
  return and(...c);
}

/** The values of the placeholders that `conditions(f, asPlaceholder)` and the paging clauses use. */
function valuesOf(f: ItemFilter, p: Paging): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (p.offset) v.offset = p.offset;
  if (f.approval) v.approval = f.approval;
  if (f.sellerId !== undefined) v.sellerId = f.sellerId;
  if (f.type) v.type = f.type;
  if (f.category) v.category = f.category;
  if (f.excludeId !== undefined) v.excludeId = f.excludeId;
  f.words?.forEach((w, i) => {
    v[`w${i}`] = w;
  });
  if (p.before !== undefined) v.before = p.before;
  return v;
}

/**
 * Whether a page answer also carries the count of every match, and how: counting at most `cap` + 1
 * matches, counting them all, or (public list without search) summing marketplace_public_counts.
 */
export type TotalMode = { cap: number } | 'exact' | 'public' | null;

export function createMarketplaceRepository(db: Db) {
  const getById = selectItems(db).where(eq(items.id, sql.placeholder('id'))).limit(1).prepare('marketplace_item_by_id');
  async function get(id: number, tx: DbOrTx = db): Promise<ItemRow | null> {
    const [row] = tx === db ? await getById.execute({ id }) : await selectItems(tx).where(eq(items.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Lists are the hot path: each shape of filter is built once and kept as a prepared statement
   * (building a query costs more CPU than PostgreSQL spends running it). Shapes without search are
   * named, so PostgreSQL keeps their plan too; searches stay unnamed and are planned with the actual
   * words, because how common a word is decides between the trigram index and the id order.
   */
  function buildList(f: ItemFilter, p: Paging, total: TotalMode, name: string) {
    const where = conditions(f, asPlaceholder) ?? sql`true`;
    const q = db
      .select({ ...columns, total: totalOf(f, total, where) })
      .from(items)
      .leftJoin(users, eq(users.id, items.sellerId))
      .where(and(where, p.before !== undefined ? lt(items.id, sql.placeholder('before')) : undefined))
      .orderBy(desc(items.id))
      // A literal LIMIT (part of the shape): with a parameter, PostgreSQL's generic plan guesses 10 %
      // of the rows, never wins against a custom plan, and every execution is planned again.
      // drizzle binds a number, so the literal goes in as SQL.
      .limit(sql.raw(String(Math.trunc(p.limit))) as unknown as number);
    return (p.offset ? q.offset(sql.placeholder('offset')) : q).prepare(name);
  }
  function totalOf(f: ItemFilter, total: TotalMode, where: SQL) {
    if (total === null) return sql<null>`null`;
    if (total === 'exact') return sql<number>`(select count(*)::int from ${items} where ${where})`;
    if (total === 'public') {
      if (!f.publicOnly || f.words?.length || f.excludeId !== undefined || f.sellerId !== undefined) {
        throw new Error('public totals count only the public list by type and category');
      }
      const byShape = and(
        f.type ? eq(counts.type, sql.placeholder('type')) : undefined,
        f.category ? eq(counts.category, sql.placeholder('category')) : undefined,
      );
      return sql<number>`(select coalesce(sum(${counts.n}), 0)::int from ${counts} where ${byShape ?? sql`true`})`;
    }
    const cap = sql.raw(String(total.cap + 1));
    return sql<number>`(select count(*)::int from (select 1 from ${items} where ${where} limit ${cap}) as matches)`;
  }
  const statements = new Map<string, ReturnType<typeof buildList>>();
  function listStatement(f: ItemFilter, p: Paging, total: TotalMode) {
    const shape = [
      f.publicOnly ? 'p' : '',
      f.approval ? 'a' : '',
      f.orphans ? 'o' : '',
      f.sellerId !== undefined ? 's' : '',
      f.type ? 't' : '',
      f.category ? 'c' : '',
      f.excludeId !== undefined ? 'x' : '',
      p.before !== undefined ? 'b' : '',
      p.offset ? 'f' : '',
      `l${p.limit}`,
      total === null ? '' : typeof total === 'string' ? total : `n${total.cap}`,
      `w${f.words?.length ?? 0}`,
    ].join('');
    let st = statements.get(shape);
    if (!st) {
      st = buildList(f, p, total, f.words?.length ? '' : `marketplace_list_${shape}`);
      statements.set(shape, st);
    }
    return st;
  }

  /** How many items match, counting no further than `cap` + 1 when a cap is given. */
  async function count(f: ItemFilter, cap?: number): Promise<number> {
    const where = conditions(f, asValue);
    if (cap === undefined) return db.$count(items, where);
    // Lists with a cap are searches: counting stops early, the words must be checked row by row.
    const matches = db.select({ one: sql`1` }).from(items).where(where).limit(cap + 1).as('matches');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
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
      const result = await listStatement(f, p, total).execute(valuesOf(f, p));
      const rows: ItemRow[] = result.map(({ total: _total, ...row }) => row);
      if (total === null) return { rows, total: null };
      if (result.length) return { rows, total: Number(result[0]!.total) };
      // An empty page carries no count: nothing matches at all, or the page lies past the end.
      const first = p.before === undefined && !p.offset;
      return { rows, total: first ? 0 : await count(f, typeof total === 'object' ? total.cap : undefined) };
    },

    /** The listing number comes from its sequence: unique without a retry loop. */
    async insert(values: NewItem): Promise<ItemRow> {
      const listingNumber = sql`(select 'MP' || lpad(nextval(${sql.raw(`'${listingNumberSeq.seqName}'`)})::text, 6, '0'))`;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(items)
          .values({ ...values, listingNumber })
          .returning({ id: items.id });
        return (await get(inserted!.id, tx))!;
      });
    },

    /**
     * Compare-and-set: writes only while approval status and images are still what the caller read,
     * so a concurrent edit or moderation is never overwritten with decisions taken on stale data.
     * `after` runs in the same transaction (the audit entry).
     */
    async update(
      id: number,
      seen: { approvalStatus: string; imageUrls: string[] },
      changes: ItemChanges,
      after?: (tx: DbOrTx) => Promise<void>,
    ): Promise<ItemRow | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(items)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(
            and(
              eq(items.id, id),
              eq(items.approvalStatus, seen.approvalStatus),
              sql`${items.imageUrls} = ${sql.param(seen.imageUrls)}::text[]`,
            ),
          )
          .returning({ id: items.id });
        if (!rows.length) return null;
        await after?.(tx);
        return get(id, tx);
      });
    },

    /** One statement that moves approval only from an allowed state; null when it did not apply. */
    async setApproval(
      id: number,
      to: ApprovalStatus,
      from: { only: ApprovalStatus } | { not: ApprovalStatus },
      after: (tx: DbOrTx, row: ItemRow) => Promise<void>,
    ): Promise<ItemRow | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(items)
          .set({ approvalStatus: to, updatedAt: sql`now()` })
          .where(and(eq(items.id, id), 'only' in from ? eq(items.approvalStatus, from.only) : ne(items.approvalStatus, from.not)))
          .returning({ id: items.id });
        if (!rows.length) return null;
        const row = (await get(id, tx))!;
        await after(tx, row);
        return row;
      });
    },

    async delete(id: number, after: (tx: DbOrTx, row: { id: number; imageUrls: string[] }) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(items)
          .where(eq(items.id, id))
          .returning({ id: items.id, imageUrls: items.imageUrls, imageUrl: items.imageUrl });
        if (!row) return null;
        const imageUrls = row.imageUrl ? [...row.imageUrls, row.imageUrl] : row.imageUrls;
        await after(tx, { id: row.id, imageUrls });
        return { id: row.id, imageUrls };
      });
    },

    /** Spec: orphan items (no seller) can be given to an active user. One statement checks both. */
    async reassign(id: number, sellerId: number, after: (tx: DbOrTx, row: ItemRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const rows = await tx
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
        if (!rows.length) return null;
        const row = (await get(id, tx))!;
        await after(tx, row);
        return row;
      });
    },

    /** The paths among `paths` that some item still shows (those objects must stay). */
    async referenced(paths: string[]): Promise<Set<string>> {
      if (!paths.length) return new Set();
      const rows = await db
        .select({ imageUrls: items.imageUrls, imageUrl: items.imageUrl })
        .from(items)
        .where(or(arrayOverlaps(items.imageUrls, paths), inArray(items.imageUrl, paths)));
      const wanted = new Set(paths);
      return new Set(rows.flatMap((r) => [...r.imageUrls, r.imageUrl ?? '']).filter((p) => wanted.has(p)));
    },
  };
}
export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
