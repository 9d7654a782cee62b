import { and, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { RentalApproval, RentalStatus } from '../../contract/account-rentals.js';
import type { DbOrTx } from '../db/client.js';
import { literalLimit, preparedByShape } from '../db/list-query.js';
import { users } from '../db/schema.js';
import { reviewCountOf, shownAverageOf } from '../reviews/reviews.sql.js';
import {
  bestRatedFirst,
  type NewRental,
  newestFirst,
  type RentalChanges,
  type RentalFilter,
  type RentalRow,
  rentalFilter,
  selectRentals,
} from './account-rentals.filters.js';
import {
  accountRentalChecklists,
  accountRentalRevealCounts,
  accountRentalReveals,
  accountRentals as rentals,
} from './account-rentals.tables.js';
import { rentalsExpiryQueries } from './account-rentals-expiry.repository.js';

export type { NewRental, RentalChanges, RentalFilter, RentalRow } from './account-rentals.filters.js';

interface Page {
  before?: number;
  limit: number;
  /** 'rating': the owner's shown average first ('Melhor avaliação'), then newest first. */
  sort?: 'recent' | 'rating';
}

/**
 * Newest first (id desc), or best rated first (owner_rating desc, id desc); `before` is the last id
 * of the previous page. The rating order's keyset reads that row's rating in the statement itself
 * (one round trip; a rating that changed between two pages moves that rental, as any re-sort would).
 */
function pageOf(db: DbOrTx, f: RentalFilter, p: Page) {
  const before = sql.placeholder('before');
  let after: SQL | undefined;
  if (p.before !== undefined)
    after =
      p.sort === 'rating'
        ? sql`(${rentals.ownerRating}, ${rentals.id}) < ((select r.owner_rating from ${rentals} r where r.id = ${before}), ${before})`
        : lt(rentals.id, before);
  return selectRentals(db)
    .where(and(rentalFilter.where(f), after))
    .orderBy(...(p.sort === 'rating' ? bestRatedFirst : [newestFirst]))
    .limit(literalLimit(p.limit));
}
function buildList(db: DbOrTx, f: RentalFilter, p: Page, name: string) {
  return pageOf(db, f, p).prepare(name);
}
/**
 * A member's page: the public page and their own hidden rentals, each read off its index with its own
 * limit, merged by one UNION ALL in one statement (one OR of both defeats the index order: a member's
 * page took seconds at 100,000 rows). The outer order is written afresh on each build: drizzle rewrites
 * a set operation's ORDER BY columns in place, which would spoil the shared ones.
 */
function buildMemberList(db: DbOrTx, shown: RentalFilter, own: RentalFilter, p: Page, name: string) {
  const outer =
    p.sort === 'rating'
      ? [sql`${rentals.ownerRating} desc nulls last`, sql`${rentals.id} desc nulls last`]
      : [sql`${rentals.id} desc nulls last`];
  return pageOf(db, shown, p)
    .unionAll(pageOf(db, own, p))
    .orderBy(...outer)
    .limit(literalLimit(p.limit))
    .prepare(name);
}

/** The owner's rating, computed by the reviews domain's rule (decision 047), for a new row. */
const ownerRatingOf = (ownerId: number | null | undefined) =>
  ownerId == null ? {} : { ownerReviewCount: reviewCountOf(ownerId), ownerRating: shownAverageOf(ownerId) };
const statements = preparedByShape<ReturnType<typeof buildList>>('account_rentals_list');
const memberStatements = preparedByShape<ReturnType<typeof buildMemberList>>('account_rentals_mine');

/** Queries only; the service opens the transactions and passes `tx` in. */
export function createAccountRentalsRepository(db: DbOrTx) {
  /**
   * Each shape of filter is a prepared statement, built once (building the query costs more CPU than
   * PostgreSQL spends running it); searches stay unnamed, planned with their words (decision 005).
   */
  const pagingOf = (p: Page) => `${p.sort === 'rating' ? 'r' : ''}${p.before !== undefined ? 'b' : ''}l${p.limit}`;
  function run(f: RentalFilter, p: Page): Promise<RentalRow[]> {
    const { shape, named, values } = rentalFilter.read(f, { before: p.before });
    return statements(db, `${shape}_${pagingOf(p)}`, named, (name) => buildList(db, f, p, name)).execute(values);
  }
  /** The public page and the member's own hidden rentals, one statement (buildMemberList). */
  function runMember(shown: RentalFilter, own: RentalFilter, p: Page): Promise<RentalRow[]> {
    const a = rentalFilter.read(shown, { before: p.before });
    const b = rentalFilter.read(own, {});
    const shape = `${a.shape}_${b.shape}_${pagingOf(p)}`;
    const build = (name: string) => buildMemberList(db, shown, own, p, name);
    return memberStatements(db, shape, a.named && b.named, build).execute({ ...a.values, ...b.values });
  }

  async function get(id: number): Promise<RentalRow | null> {
    const [row] = await selectRentals(db).where(eq(rentals.id, id)).limit(1);
    return row ?? null;
  }

  return {
    get,

    /** Newest first (id desc); `before` is the last id of the previous page. */
    async list(f: RentalFilter, p: Page): Promise<RentalRow[]> {
      if (f.visible?.ownerId !== undefined) {
        const { ownerId, ...shown } = f.visible;
        return runMember({ ...f, visible: shown }, { ...f, visible: undefined, ownedHidden: { ...shown, ownerId } }, p);
      }
      return run(f, p);
    },

    async insert(values: NewRental): Promise<number> {
      const [row] = await db
        .insert(rentals)
        .values({ ...values, ...ownerRatingOf(values.ownerId) })
        .returning({ id: rentals.id });
      return row!.id;
    },

    async insertMany(values: NewRental[]): Promise<number> {
      if (!values.length) return 0;
      const rows = values.map((v) => ({ ...v, ...ownerRatingOf(v.ownerId) }));
      return (await db.insert(rentals).values(rows).returning({ id: rentals.id })).length;
    },

    /** Copies the owners' ratings again onto their rentals (a review about them published or hidden). */
    async refreshOwnerRatings(ownerIds: number[]): Promise<void> {
      if (!ownerIds.length) return;
      await db
        .update(rentals)
        .set({ ownerReviewCount: reviewCountOf(rentals.ownerId), ownerRating: shownAverageOf(rentals.ownerId) })
        .where(inArray(rentals.ownerId, ownerIds));
    },

    /** When the member last ticked the renter's checklist; null if never. */
    async checklistAcceptedAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: accountRentalChecklists.acceptedAt })
        .from(accountRentalChecklists)
        .where(eq(accountRentalChecklists.userId, userId));
      return row?.at ?? null;
    },

    async acceptChecklist(userId: number, at: Date): Promise<void> {
      await db
        .insert(accountRentalChecklists)
        .values({ userId, acceptedAt: at })
        .onConflictDoUpdate({ target: accountRentalChecklists.userId, set: { acceptedAt: at } });
    },

    /** Compare-and-set on the approval status and waiting edit the caller read; false when someone moved them meanwhile. */
    async update(
      id: number,
      seen: Pick<RentalRow, 'approvalStatus' | 'pendingEdit'>,
      changes: RentalChanges,
    ): Promise<boolean> {
      const rows = await db
        .update(rentals)
        .set(changes)
        .where(
          and(
            eq(rentals.id, id),
            eq(rentals.approvalStatus, seen.approvalStatus),
            sql`${rentals.pendingEdit} is not distinct from ${seen.pendingEdit === null ? null : JSON.stringify(seen.pendingEdit)}::jsonb`,
          ),
        )
        .returning({ id: rentals.id });
      return rows.length > 0;
    },

    /** Only the owner's own rental; statusUpdatedAt is the server's clock. */
    async setStatus(id: number, ownerId: number, status: RentalStatus, at: Date): Promise<boolean> {
      const rows = await db
        .update(rentals)
        .set({ status, isAvailable: status === 'active', statusUpdatedAt: at })
        .where(and(eq(rentals.id, id), eq(rentals.ownerId, ownerId)))
        .returning({ id: rentals.id });
      return rows.length > 0;
    },

    /** One statement that moves approval only from an allowed state. */
    async setApproval(id: number, to: RentalApproval, from: { only: RentalApproval } | { not: RentalApproval }) {
      const [row] = await db
        .update(rentals)
        // Issue 34: an approval publishes the rental, so its 60 days start there.
        .set({
          approvalStatus: to,
          ...(to === 'approved' ? { renewedAt: sql`now()`, expiryNoticedAt: null, expiredAt: null } : {}),
        })
        .where(
          and(
            eq(rentals.id, id),
            'only' in from ? eq(rentals.approvalStatus, from.only) : ne(rentals.approvalStatus, from.not),
          ),
        )
        .returning({
          id: rentals.id,
          ownerId: rentals.ownerId,
          appName: rentals.appName,
          accountType: rentals.accountType,
          status: rentals.status,
        });
      return row ?? null;
    },

    // Issue 34 (decision 045): renewal and expiry.
    ...rentalsExpiryQueries(db),

    async delete(id: number) {
      const [row] = await db
        .delete(rentals)
        .where(eq(rentals.id, id))
        .returning({ id: rentals.id, ownerId: rentals.ownerId, appName: rentals.appName });
      return row ?? null;
    },

    async deleteFakes(): Promise<number[]> {
      return (await db.delete(rentals).where(eq(rentals.isFake, true)).returning({ id: rentals.id })).map((r) => r.id);
    },

    /** Whether `userId` is an active member (admin create on behalf of an owner). */
    async activeUserExists(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isActive, true)))
        .limit(1);
      return !!row;
    },

    /** Records one member's reveal of one listing on `day`; false when already recorded that day. */
    async recordReveal(rentalId: number, userId: number, day: string): Promise<boolean> {
      const rows = await db
        .insert(accountRentalReveals)
        .values({ rentalId, userId, day })
        .onConflictDoNothing()
        .returning({ rentalId: accountRentalReveals.rentalId });
      return rows.length > 0;
    },

    /** Counts one reveal for the member's day unless already at `max`: one atomic upsert. */
    async bumpRevealCount(userId: number, day: string, max: number): Promise<boolean> {
      const rows = await db
        .insert(accountRentalRevealCounts)
        .values({ userId, day, n: 1 })
        .onConflictDoUpdate({
          target: [accountRentalRevealCounts.userId, accountRentalRevealCounts.day],
          set: { n: sql`${accountRentalRevealCounts.n} + 1` },
          setWhere: sql`${accountRentalRevealCounts.n} < ${max}`,
        })
        .returning({ n: accountRentalRevealCounts.n });
      return rows.length > 0 && max >= 1;
    },

    /** How many different members revealed this listing's contact. */
    async revealCount(rentalId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${accountRentalReveals.userId})::int` })
        .from(accountRentalReveals)
        .where(eq(accountRentalReveals.rentalId, rentalId));
      return Number(row?.n ?? 0);
    },

    /** Real (non-demo) listings created since `since`, and those marked rented or sold since then. */
    async weekFigures(since: Date) {
      const at = since.toISOString();
      const [row] = await db
        .select({
          created: sql<number>`(select count(*)::int from ${rentals} where not ${rentals.isFake} and ${rentals.createdAt} >= ${at}::timestamptz)`,
          gone: sql<number>`(select count(*)::int from ${rentals} where not ${rentals.isFake} and ${inArray(rentals.status, ['rented', 'sold'])} and ${rentals.statusUpdatedAt} >= ${at}::timestamptz)`,
        })
        .from(sql`(select 1) as one`);
      return { created: Number(row?.created ?? 0), gone: Number(row?.gone ?? 0) };
    },
  };
}
export type AccountRentalsRepository = ReturnType<typeof createAccountRentalsRepository>;
