import { and, arrayOverlaps, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../contract/marketplace.js';
import type { Db, DbOrTx } from '../db/client.js';
import { users } from '../users/users.tables.js';
import { listingNumberSeq, marketplaceItems as items } from './marketplace.tables.js';

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
  imageUrls: items.imageUrls,
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

function conditions(f: ItemFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.publicOnly) c.push(eq(items.approvalStatus, 'approved'), eq(items.status, 'active'));
  if (f.approval) c.push(eq(items.approvalStatus, f.approval));
  if (f.orphans) c.push(isNull(items.sellerId));
  if (f.sellerId !== undefined) c.push(eq(items.sellerId, f.sellerId));
  if (f.type) c.push(eq(items.type, f.type));
  if (f.category) c.push(eq(items.category, f.category));
  if (f.excludeId !== undefined) c.push(ne(items.id, f.excludeId));
  // search_text is already unaccented and lower-cased; the word goes through the same functions, so
  // 'DOACAO' finds 'Doação' and 'doação' finds 'Doacao'. The trigram index serves these LIKEs.
  for (const w of f.words ?? []) c.push(sql`${items.searchText} like '%' || public.f_unaccent(lower(${w})) || '%'`);
  return and(...c);
}

export function createMarketplaceRepository(db: Db) {
  async function get(id: number, tx: DbOrTx = db): Promise<ItemRow | null> {
    const [row] = await selectItems(tx).where(eq(items.id, id)).limit(1);
    return row ?? null;
  }

  return {
    get,

    /** Newest first (id desc): a keyset page never repeats or skips an item while new ones arrive. */
    list(f: ItemFilter, p: Paging): Promise<ItemRow[]> {
      const where = and(conditions(f), p.before !== undefined ? lt(items.id, p.before) : undefined);
      return selectItems(db)
        .where(where)
        .orderBy(desc(items.id))
        .limit(p.limit)
        .offset(p.before === undefined ? (p.offset ?? 0) : 0);
    },

    /** How many items match, counting no further than `cap` + 1 when a cap is given. */
    async count(f: ItemFilter, cap?: number): Promise<number> {
      if (cap === undefined) return db.$count(items, conditions(f));
      const matches = db.select({ one: sql`1` }).from(items).where(conditions(f)).limit(cap + 1).as('matches');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
      return Number(row?.n ?? 0);
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
