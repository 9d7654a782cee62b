import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { reviews, reviewsDeals, users } from '../db/schema.js';
import { author, newestFirst, reviewColumns } from './reviews.repository.js';

/** Issue 33: the reads of reviews for the admins, the reports domain (published reviews only) and the data export. */
export function createReviewsAdminRepository(db: DbOrTx) {
  return {
    /** The admins' screen: published reviews about a member (hidden ones too), or every hidden review. */
    forAdmin(q: { subjectId?: number; before?: number; limit: number }) {
      const subject = alias(users, 'subject');
      return db
        .select({
          ...reviewColumns,
          subjectFirstName: subject.firstName,
          subjectMemberNumber: subject.memberNumber,
        })
        .from(reviews)
        .innerJoin(reviewsDeals, eq(reviewsDeals.id, reviews.dealId))
        .innerJoin(subject, eq(subject.id, reviews.subjectId))
        .leftJoin(author, eq(author.id, reviews.authorId))
        .where(
          and(
            q.subjectId === undefined
              ? isNotNull(reviews.hiddenAt)
              : and(eq(reviews.subjectId, q.subjectId), isNotNull(reviews.publishedAt)),
            q.before === undefined ? undefined : lt(reviews.id, q.before),
          ),
        )
        .orderBy(newestFirst)
        .limit(q.limit);
    },

    /** A published review as a reporter sees it: text, stars, author and subject (null when not public). */
    async reportable(id: number) {
      const subject = alias(users, 'subject');
      const [r] = await db
        .select({
          authorId: reviews.authorId,
          stars: reviews.stars,
          text: reviews.text,
          hiddenAt: reviews.hiddenAt,
          authorFirstName: author.firstName,
          subjectFirstName: subject.firstName,
          subjectMemberNumber: subject.memberNumber,
        })
        .from(reviews)
        .innerJoin(subject, eq(subject.id, reviews.subjectId))
        .leftJoin(author, eq(author.id, reviews.authorId))
        .where(and(eq(reviews.id, id), isNotNull(reviews.publishedAt)));
      return r;
    },

    /** For the data export: the member's deals and the reviews they wrote or received. */
    async exportFor(userId: number) {
      const deals = await db
        .select()
        .from(reviewsDeals)
        .where(or(eq(reviewsDeals.ownerId, userId), eq(reviewsDeals.counterpartId, userId)))
        .orderBy(reviewsDeals.id);
      const written = await db.select().from(reviews).where(eq(reviews.authorId, userId)).orderBy(reviews.id);
      const received = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt)))
        .orderBy(reviews.id);
      return { deals, written, received };
    },
  };
}
export type ReviewsAdminRepository = ReturnType<typeof createReviewsAdminRepository>;
