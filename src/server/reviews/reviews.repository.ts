import { and, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import {
  accountRentalReveals,
  accountRentals,
  marketplaceItems,
  messages,
  reviews,
  reviewsDeals,
  users,
} from '../db/schema.js';

export type DealRow = typeof reviewsDeals.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

export const author = alias(users, 'author');
/** A review with its author's public name (null once the author deleted their account). */
export const reviewColumns = {
  review: reviews,
  kind: reviewsDeals.kind,
  itemTitle: reviewsDeals.itemTitle,
  authorFirstName: author.firstName,
  authorMemberNumber: author.memberNumber,
};
export type ReviewWithAuthor = {
  review: ReviewRow;
  kind: string;
  itemTitle: string;
  authorFirstName: string | null;
  authorMemberNumber: string | null;
};

const memberColumns = { id: users.id, firstName: users.firstName, memberNumber: users.memberNumber };
export type MemberRow = { id: number; firstName: string; memberNumber: string };

/** The partial indexes' order (drizzle's `.desc()`); a plain `desc` walks the primary key instead (decision 048). */
export const newestFirst = sql`${reviews.id} desc nulls last`;

export function createReviewsRepository(db: DbOrTx) {
  return {
    /** The listing or rental a deal is about: its owner, title and whether it is done (sold/rented). */
    async item(kind: 'listing' | 'rental', id: number) {
      if (kind === 'listing') {
        const [r] = await db
          .select({ ownerId: marketplaceItems.sellerId, title: marketplaceItems.title })
          .from(marketplaceItems)
          .where(and(eq(marketplaceItems.id, id), eq(marketplaceItems.approvalStatus, 'approved')));
        return r ? { ...r, done: true } : undefined;
      }
      const [r] = await db
        .select({
          ownerId: accountRentals.ownerId,
          title: sql<string>`${accountRentals.appName} || ' · ' || ${accountRentals.accountType}`,
          status: accountRentals.status,
        })
        .from(accountRentals)
        .where(and(eq(accountRentals.id, id), eq(accountRentals.approvalStatus, 'approved')));
      return r ? { ownerId: r.ownerId, title: r.title, done: r.status === 'rented' } : undefined;
    },

    /** Members who messaged the seller about the listing, or revealed the rental's contact (most recent first). */
    async candidates(kind: 'listing' | 'rental', itemId: number, ownerId: number, limit: number): Promise<MemberRow[]> {
      const who =
        kind === 'listing'
          ? db
              .selectDistinct({ id: messages.senderId })
              .from(messages)
              .where(and(eq(messages.itemId, itemId), eq(messages.receiverId, ownerId)))
          : db
              .selectDistinct({ id: accountRentalReveals.userId })
              .from(accountRentalReveals)
              .where(eq(accountRentalReveals.rentalId, itemId));
      const ids = who.as('who');
      return db
        .select(memberColumns)
        .from(users)
        .innerJoin(ids, eq(ids.id, users.id))
        .where(sql`${users.id} <> ${ownerId} and ${users.isActive}`)
        .orderBy(users.firstName, users.id)
        .limit(limit);
    },

    async isCandidate(kind: 'listing' | 'rental', itemId: number, ownerId: number, memberId: number) {
      const q =
        kind === 'listing'
          ? sql`select 1 from ${messages} where ${messages.itemId} = ${itemId} and ${messages.receiverId} = ${ownerId} and ${messages.senderId} = ${memberId} limit 1`
          : sql`select 1 from ${accountRentalReveals} where ${accountRentalReveals.rentalId} = ${itemId} and ${accountRentalReveals.userId} = ${memberId} limit 1`;
      const [r] = await db.select({ ok: sql<boolean>`exists (${q})` }).from(sql`(select 1) as one`);
      return Boolean(r?.ok);
    },

    async insertDeal(v: typeof reviewsDeals.$inferInsert): Promise<number | undefined> {
      const [r] = await db.insert(reviewsDeals).values(v).onConflictDoNothing().returning({ id: reviewsDeals.id });
      return r?.id;
    },

    async deal(id: number): Promise<DealRow | undefined> {
      const [r] = await db.select().from(reviewsDeals).where(eq(reviewsDeals.id, id));
      return r;
    },

    /** Locks the deal's row: two reviews of one deal publish in turn, never both missing the other. */
    async lockDeal(id: number): Promise<DealRow | undefined> {
      const [r] = await db.select().from(reviewsDeals).where(eq(reviewsDeals.id, id)).for('update');
      return r;
    },

    async confirm(id: number, counterpartId: number, at: Date, closesAt: Date): Promise<DealRow | undefined> {
      const [r] = await db
        .update(reviewsDeals)
        .set({ status: 'confirmed', confirmedAt: at, closesAt })
        .where(
          and(
            eq(reviewsDeals.id, id),
            eq(reviewsDeals.counterpartId, counterpartId),
            eq(reviewsDeals.status, 'proposed'),
          ),
        )
        .returning();
      return r;
    },

    /** The member's deals (either side), newest first. */
    dealsOf(userId: number, before: number | undefined, limit: number) {
      return db
        .select()
        .from(reviewsDeals)
        .where(
          and(
            or(eq(reviewsDeals.ownerId, userId), eq(reviewsDeals.counterpartId, userId)),
            before === undefined ? undefined : lt(reviewsDeals.id, before),
          ),
        )
        .orderBy(desc(reviewsDeals.id))
        .limit(limit);
    },

    members(ids: number[]): Promise<MemberRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.select(memberColumns).from(users).where(sql`${users.id} in ${ids}`);
    },

    /** Every review of these deals, with authors: the service decides which the caller may read. */
    reviewsOfDeals(dealIds: number[]): Promise<ReviewWithAuthor[]> {
      if (!dealIds.length) return Promise.resolve([]);
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(reviewsDeals, eq(reviewsDeals.id, reviews.dealId))
        .leftJoin(author, eq(author.id, reviews.authorId))
        .where(sql`${reviews.dealId} in ${dealIds}`);
    },

    async insertReview(v: NewReview): Promise<number | undefined> {
      const [r] = await db.insert(reviews).values(v).onConflictDoNothing().returning({ id: reviews.id });
      return r?.id;
    },

    /** Publishes the deal's reviews not yet published; returns them. */
    publishDeal(dealId: number, at: Date) {
      return db
        .update(reviews)
        .set({ publishedAt: at })
        .where(and(eq(reviews.dealId, dealId), isNull(reviews.publishedAt)))
        .returning({ id: reviews.id, subjectId: reviews.subjectId, dealId: reviews.dealId });
    },

    /** Unpublished reviews of deals whose window ended, published in one statement (claimed by it). */
    publishClosed(at: Date, limit: number) {
      return db
        .update(reviews)
        .set({ publishedAt: at })
        .where(
          sql`${reviews.id} in (select ${reviews.id} from ${reviews} join ${reviewsDeals} on ${reviewsDeals.id} = ${reviews.dealId}
            where ${reviews.publishedAt} is null and ${reviewsDeals.closesAt} <= ${at} limit ${limit} for update of ${reviews} skip locked)`,
        )
        .returning({ id: reviews.id, subjectId: reviews.subjectId, dealId: reviews.dealId });
    },

    /** Confirmed deals whose window closes between `from` and `to`, with who has not reviewed yet. */
    closingSoon(from: Date, to: Date, limit: number) {
      return db
        .select({
          id: reviewsDeals.id,
          itemTitle: reviewsDeals.itemTitle,
          closesAt: reviewsDeals.closesAt,
          ownerId: reviewsDeals.ownerId,
          counterpartId: reviewsDeals.counterpartId,
          ownerReviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.dealId} = ${reviewsDeals.id} and ${reviews.side} = 'owner')`,
          counterpartReviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.dealId} = ${reviewsDeals.id} and ${reviews.side} = 'counterpart')`,
        })
        .from(reviewsDeals)
        .where(
          and(
            isNotNull(reviewsDeals.closesAt),
            sql`${reviewsDeals.closesAt} > ${from}`,
            lte(reviewsDeals.closesAt, to),
          ),
        )
        .orderBy(reviewsDeals.closesAt)
        .limit(limit);
    },

    async review(
      id: number,
    ): Promise<(ReviewWithAuthor & { dealOwnerId: number | null; dealCounterpartId: number | null }) | undefined> {
      const [r] = await db
        .select({ ...reviewColumns, dealOwnerId: reviewsDeals.ownerId, dealCounterpartId: reviewsDeals.counterpartId })
        .from(reviews)
        .innerJoin(reviewsDeals, eq(reviewsDeals.id, reviews.dealId))
        .leftJoin(author, eq(author.id, reviews.authorId))
        .where(eq(reviews.id, id));
      return r;
    },

    async reply(id: number, subjectId: number, text: string, at: Date): Promise<boolean> {
      const r = await db
        .update(reviews)
        .set({ reply: text, repliedAt: at })
        .where(
          and(
            eq(reviews.id, id),
            eq(reviews.subjectId, subjectId),
            isNotNull(reviews.publishedAt),
            isNull(reviews.reply),
          ),
        )
        .returning({ id: reviews.id });
      return r.length > 0;
    },

    /** The review's subject, or null when there is no such published review. */
    async setHidden(id: number, hidden: boolean): Promise<number | null> {
      const [r] = await db
        .update(reviews)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(and(eq(reviews.id, id), isNotNull(reviews.publishedAt)))
        .returning({ subjectId: reviews.subjectId });
      return r?.subjectId ?? null;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
