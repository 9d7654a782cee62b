import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { literalLimit, planOnceInt, preparedByShape } from '../db/list-query.js';
import { reviews, reviewsDeals, reviewsRatings, users } from '../db/schema.js';
import { author, newestFirst, type ReviewWithAuthor, reviewColumns } from './reviews.repository.js';

// A profile's reads (decision 050): each a prepared statement, built once per base client (building
// and planning the three-table page cost more than running it), and the rating read from the kept
// figures of `reviews_ratings` instead of an average over every review.

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  memberNumber: users.memberNumber,
  isAdmin: users.isAdmin,
  subscriptionStatus: users.subscriptionStatus,
  memberSince: users.memberSince,
};
/** The average as the database computes it (numeric, as `avg` did), null without reviews. */
const average = sql<
  string | null
>`${reviewsRatings.starsSum}::numeric / nullif(${reviewsRatings.reviewCount}, 0)`.mapWith(String);
const count = sql<number>`coalesce(${reviewsRatings.reviewCount}, 0)`.mapWith(Number);
const byNumber = and(eq(users.memberNumber, sql.placeholder('memberNumber')), eq(users.isActive, true));

function buildMember(db: DbOrTx, name: string) {
  return db.select(memberColumns).from(users).where(byNumber).prepare(name);
}
function buildProfile(db: DbOrTx, name: string) {
  return db
    .select({ ...memberColumns, count, average })
    .from(users)
    .leftJoin(reviewsRatings, eq(reviewsRatings.subjectId, users.id))
    .where(byNumber)
    .prepare(name);
}
function buildRating(db: DbOrTx, name: string) {
  return db
    .select({ count, average })
    .from(reviewsRatings)
    .where(eq(reviewsRatings.subjectId, sql.placeholder('subjectId')))
    .prepare(name);
}
function buildPage(db: DbOrTx, withBefore: boolean, limit: number, name: string) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewsDeals, eq(reviewsDeals.id, reviews.dealId))
    .leftJoin(author, eq(author.id, reviews.authorId))
    .where(
      and(
        // InitPlans: the page's generic plan serves every profile (planned per request, the
        // three-table page took 4 × its execution: bench `reviews`). The member is found by number
        // in the same statement: one round trip less than looking them up first.
        sql`${reviews.subjectId} = (select ${users.id} from ${users} where ${byNumber})`,
        isNotNull(reviews.publishedAt),
        isNull(reviews.hiddenAt),
        withBefore ? sql`${reviews.id} < ${planOnceInt('before')}` : undefined,
      ),
    )
    .orderBy(newestFirst)
    .limit(literalLimit(limit))
    .prepare(name);
}
const members = preparedByShape<ReturnType<typeof buildMember>>('reviews_member');
const profiles = preparedByShape<ReturnType<typeof buildProfile>>('reviews_profile');
const ratings = preparedByShape<ReturnType<typeof buildRating>>('reviews_rating');
const pages = preparedByShape<ReturnType<typeof buildPage>>('reviews_about');

export type Rating = { count: number; average: number | null };
const toRating = (r: { count: number; average: string | null } | undefined): Rating => ({
  count: r?.count ?? 0,
  average: r?.average == null ? null : Number(r.average),
});

export function createReviewsProfilesRepository(db: DbOrTx) {
  return {
    /** An active member by number: what every profile endpoint starts from. */
    async memberByNumber(memberNumber: string) {
      const [r] = await members(db, 'n', true, (name) => buildMember(db, name)).execute({ memberNumber });
      return r;
    },

    /** The member and their rating (count and average of the kept figures), one statement. */
    async profileByNumber(memberNumber: string) {
      const [r] = await profiles(db, 'n', true, (name) => buildProfile(db, name)).execute({ memberNumber });
      return r && { ...r, rating: toRating(r) };
    },

    async rating(subjectId: number): Promise<Rating> {
      const [r] = await ratings(db, 's', true, (name) => buildRating(db, name)).execute({ subjectId });
      return toRating(r);
    },

    /**
     * The public reviews about the active member with this number, newest first: one statement per
     * paging shape. An empty page is also what an unknown number gets (the caller tells them apart).
     */
    publishedAbout(memberNumber: string, before: number | undefined, limit: number): Promise<ReviewWithAuthor[]> {
      const withBefore = before !== undefined;
      const shape = `${withBefore ? 'b' : ''}l${limit}`;
      return pages(db, shape, true, (name) => buildPage(db, withBefore, limit, name)).execute({
        memberNumber,
        before,
      });
    },
  };
}
