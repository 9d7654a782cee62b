import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { accountRentals, marketplaceItems, users } from '../db/schema.js';
import { favourites } from './favourites.tables.js';

export type FavouriteTarget = { kind: 'item'; id: number } | { kind: 'rental'; id: number };

const itemPublic = sql`${marketplaceItems.approvalStatus} = 'approved' and ${marketplaceItems.status} = 'active'`;
const rentalPublic = sql`${accountRentals.approvalStatus} = 'approved' and ${accountRentals.status} = 'active' and ${accountRentals.expiredAt} is null`;
const targetIs = (t: FavouriteTarget) =>
  t.kind === 'item' ? eq(favourites.itemId, t.id) : eq(favourites.rentalId, t.id);

/** Queries only (decision 009). */
export function createFavouritesRepository(db: DbOrTx) {
  return {
    /**
     * Saves a public listing for the member once; false when it was already saved or the listing is
     * not public (not approved, paused, gone).
     */
    async insert(userId: number, t: FavouriteTarget): Promise<boolean> {
      const source =
        t.kind === 'item'
          ? sql`select ${userId}::int, ${marketplaceItems.id}, null::int from ${marketplaceItems}
                where ${marketplaceItems.id} = ${t.id} and ${itemPublic}`
          : sql`select ${userId}::int, null::int, ${accountRentals.id} from ${accountRentals}
                where ${accountRentals.id} = ${t.id} and ${rentalPublic}`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into ${favourites} (user_id, item_id, rental_id) ${source} on conflict do nothing returning id`,
      );
      return rows.length > 0;
    },
    /** Saves many public items at once (the browser's favourites at sign-in); returns how many were new. */
    async insertItems(userId: number, itemIds: number[]): Promise<number> {
      if (!itemIds.length) return 0;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into ${favourites} (user_id, item_id)
            select ${userId}::int, ${marketplaceItems.id} from ${marketplaceItems}
            where ${inArray(marketplaceItems.id, itemIds)} and ${itemPublic}
            on conflict do nothing returning id`,
      );
      return rows.length;
    },
    async remove(userId: number, t: FavouriteTarget): Promise<boolean> {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), targetIs(t)))
        .returning({ id: favourites.id });
      return rows.length > 0;
    },
    async has(userId: number, t: FavouriteTarget): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), targetIs(t)))
        .limit(1);
      return rows.length > 0;
    },
    /** The listing's owner (null for an orphan or a missing listing). */
    async ownerOf(t: FavouriteTarget): Promise<number | null> {
      const rows =
        t.kind === 'item'
          ? await db
              .select({ owner: marketplaceItems.sellerId })
              .from(marketplaceItems)
              .where(eq(marketplaceItems.id, t.id))
          : await db.select({ owner: accountRentals.ownerId }).from(accountRentals).where(eq(accountRentals.id, t.id));
      return rows[0]?.owner ?? null;
    },
    /** How many members saved the listing (the owner's figure; never who). */
    savedBy: (t: FavouriteTarget) => db.$count(favourites, targetIs(t)),
    /** Everyone who saved the listing except `exceptId` (its owner), for the price-drop notification. */
    async savers(t: FavouriteTarget, exceptId: number | null): Promise<number[]> {
      const rows = await db
        .select({ userId: favourites.userId })
        .from(favourites)
        .where(and(targetIs(t), exceptId === null ? undefined : sql`${favourites.userId} <> ${exceptId}`));
      return rows.map((r) => r.userId);
    },
    count: (userId: number) => db.$count(favourites, eq(favourites.userId, userId)),
    /** Locks the member's row until the transaction ends: the cap is counted one request at a time. */
    async lockMember(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return rows.length > 0;
    },
    /** The member's favourites newest first, with what each listing shows now. */
    list(userId: number, cursor: number | undefined, limit: number) {
      return db
        .select({
          id: favourites.id,
          itemId: favourites.itemId,
          rentalId: favourites.rentalId,
          createdAt: favourites.createdAt,
          itemTitle: marketplaceItems.title,
          itemPrice: marketplaceItems.price,
          itemImage: sql<string | null>`${marketplaceItems.imageUrls}[${marketplaceItems.coverImageIndex} + 1]`,
          itemPublic: sql<boolean>`coalesce(${itemPublic}, false)`,
          rentalApp: accountRentals.appName,
          rentalType: accountRentals.accountType,
          rentalPrice: accountRentals.weeklyPrice,
          rentalPublic: sql<boolean>`coalesce(${rentalPublic}, false)`,
        })
        .from(favourites)
        .leftJoin(marketplaceItems, eq(marketplaceItems.id, favourites.itemId))
        .leftJoin(accountRentals, eq(accountRentals.id, favourites.rentalId))
        .where(and(eq(favourites.userId, userId), cursor === undefined ? undefined : lt(favourites.id, cursor)))
        .orderBy(desc(favourites.id))
        .limit(limit);
    },
    /** Everything the member saved, for the data export (bounded by FAVOURITES_MAX). */
    exportRows(userId: number) {
      return db
        .select({ itemId: favourites.itemId, rentalId: favourites.rentalId, savedAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.id));
    },
  };
}
export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
