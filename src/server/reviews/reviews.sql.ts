import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { REVIEWS_FOR_AVERAGE } from '../../contract/reviews.js';
import { reviewsRatings } from './reviews.tables.js';

// A member's rating as SQL, for other domains' copies of it (the rentals' owner rating, decision 047),
// read from the kept figures (decision 050). The same rule as `ratingOf` (reviews.reads.ts): published
// and not hidden reviews; the average rounded to one decimal and shown only from REVIEWS_FOR_AVERAGE
// reviews on (0 below: not shown).

const ofSubject = (subjectId: SQLWrapper | number) =>
  sql`from ${reviewsRatings} where ${reviewsRatings.subjectId} = ${subjectId}`;

/** How many published, visible reviews are about `subjectId` (a column or a member id). */
export const reviewCountOf = (subjectId: SQLWrapper | number): SQL<number> =>
  sql<number>`coalesce((select ${reviewsRatings.reviewCount} ${ofSubject(subjectId)}), 0)`;

/** The shown average as numeric(2,1), 0 below REVIEWS_FOR_AVERAGE reviews. */
export const shownAverageOf = (subjectId: SQLWrapper | number): SQL<string> =>
  sql<string>`coalesce((select case when ${reviewsRatings.reviewCount} >= ${sql.raw(String(REVIEWS_FOR_AVERAGE))} then round(${reviewsRatings.starsSum}::numeric / ${reviewsRatings.reviewCount}, 1) else 0 end ${ofSubject(subjectId)}), 0)`;
