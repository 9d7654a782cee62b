import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Issue 33: a sale or a rental the owner said was with a member (`proposed`) and that member
 * confirmed (`confirmed`). The item is a marketplace listing or an account rental (`kind`); its
 * title is copied, so a deal outlives its listing. A deleted member's side becomes null.
 */
export const reviewsDeals = pgTable(
  'reviews_deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 10 }).notNull(),
    itemId: integer('item_id').notNull(),
    itemTitle: varchar('item_title', { length: 255 }).notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    counterpartId: integer('counterpart_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('proposed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** confirmedAt + 14 days: the end of the review window. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
  },
  (t) => [
    // One deal per item and member (a rental rented to the same member again is the same deal).
    uniqueIndex('reviews_deals_item_member_idx').on(t.kind, t.itemId, t.counterpartId),
    index('reviews_deals_owner_idx').on(t.ownerId, t.id.desc()),
    index('reviews_deals_counterpart_idx').on(t.counterpartId, t.id.desc()),
    // The schedule: confirmed deals by the end of their window.
    index('reviews_deals_closes_idx').on(t.closesAt).where(sql`closes_at is not null`),
    check('reviews_deals_not_self', sql`${t.ownerId} <> ${t.counterpartId}`),
  ],
);

/**
 * One review per side per deal. Blind: `publishedAt` is null until both sides reviewed or the window
 * ended; until then only its author reads it. The author's deletion keeps a published review (from
 * 'Membro removido'); the subject's deletion removes the reviews about them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => reviewsDeals.id, { onDelete: 'cascade' }),
    /** The author's side: 'owner' or 'counterpart'. */
    side: varchar('side', { length: 12 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** An administrator hid it (a report): off the profile and out of the average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_deal_side_idx').on(t.dealId, t.side),
    // A profile's published reviews, newest first, and its average (index-only).
    index('reviews_subject_published_idx')
      .on(t.subjectId, t.id.desc(), t.stars)
      .where(sql`published_at is not null and hidden_at is null`),
    index('reviews_author_idx').on(t.authorId),
    // The admins' screen: a member's published reviews, hidden ones included (and the subject's cascade).
    index('reviews_subject_idx').on(t.subjectId, t.id.desc()).where(sql`published_at is not null`),
    index('reviews_hidden_idx').on(t.id.desc()).where(sql`hidden_at is not null`),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A member's rating kept as figures (decision 050): how many published, visible reviews are about them
 * and the sum of their stars. Kept by the row trigger `reviews_ratings_sync` (migration, hand-written
 * part) in the same transaction as every write that publishes, hides, shows or deletes a review, so a
 * profile reads one row instead of averaging thousands.
 */
export const reviewsRatings = pgTable('reviews_ratings', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  starsSum: integer('stars_sum').notNull().default(0),
});
