import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RentalEdit } from '../../contract/account-rentals.js';
import { users } from '../users/users.tables.js';

export const accountRentals = pgTable(
  'account_rentals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appName: varchar('app_name', { length: 100 }).notNull(),
    accountType: varchar('account_type', { length: 50 }).notNull(),
    region: varchar('region', { length: 100 }).notNull().default('Dublin'),
    weeklyPrice: numeric('weekly_price', { precision: 10, scale: 2 }).notNull(),
    rules: text('rules'),
    conditions: text('conditions'),
    description: text('description'),
    terms: text('terms'),
    whatsapp: varchar('whatsapp', { length: 20 }).notNull(),
    instagramLink: varchar('instagram_link', { length: 255 }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(true),
    approvalStatus: varchar('approval_status', { length: 20 }).notNull().default('pending'),
    /** An owner's edit of an approved rental, waiting for review; the approved version stays public. */
    pendingEdit: jsonb('pending_edit').$type<RentalEdit>(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
    isFake: boolean('is_fake').notNull().default(false),
    /**
     * Issue 33 (decision 047): the owner's rating, copied from the reviews domain's published and
     * visible reviews when one is published or hidden, so the list sorts by it through an index.
     * `owner_rating` is the shown average (one decimal), 0 below REVIEWS_FOR_AVERAGE reviews.
     */
    ownerReviewCount: integer('owner_review_count').notNull().default(0),
    ownerRating: numeric('owner_rating', { precision: 2, scale: 1 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 34: public until LISTING_LIFETIME_DAYS after this; the migration gives old rows the release time. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The 3-day notice's claim (two instances tell the owner once). */
    expiryNoticedAt: timestamp('expiry_noticed_at', { withTimezone: true }),
    /** Set by the expiry job: out of every public read until the owner renews (decision 045). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    index('account_rentals_public_idx').on(t.approvalStatus, t.status, t.id.desc()),
    index('account_rentals_owner_idx').on(t.ownerId),
    // The moderation queue: pending rentals and approved ones with an edit waiting.
    index('account_rentals_pending_edit_idx').on(t.id.desc()).where(sql`pending_edit is not null`),
    // The public list (approved only) newest first, whole or by app: the two shapes the page asks for
    // most. Partial, so the pending and rejected rows never sit in the way of a page.
    // Expired rentals (issue 34) are left out of these too: the public list never steps over them.
    index('account_rentals_approved_id_idx')
      .on(t.id.desc())
      .where(sql`approval_status = 'approved' and expired_at is null`),
    index('account_rentals_approved_app_idx')
      .on(t.appName, t.id.desc())
      .where(sql`approval_status = 'approved' and expired_at is null`),
    index('account_rentals_approved_type_idx')
      .on(t.accountType, t.id.desc())
      .where(sql`approval_status = 'approved' and expired_at is null`),
    // The expiry job: approved rentals not yet expired, by their last renewal.
    index('account_rentals_renewed_idx')
      .on(t.renewedAt)
      .where(sql`approval_status = 'approved' and expired_at is null`),
    // 'Melhor avaliação': approved rentals by the owner's shown average, then newest first.
    index('account_rentals_approved_rating_idx')
      .on(t.ownerRating.desc(), t.id.desc())
      .where(sql`approval_status = 'approved' and expired_at is null`),
    // Search (ILIKE on the app name or the description): rare words through these, common words
    // in id order (the planner tells them apart from the column statistics).
    index('account_rentals_app_trgm_idx').using('gin', t.appName.op('gin_trgm_ops')),
    index('account_rentals_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // The temperature suggestion counts the last 7 days of listings and of status changes.
    index('account_rentals_created_idx').on(t.createdAt),
    index('account_rentals_status_updated_idx').on(t.statusUpdatedAt),
  ],
);

/** One row per member, listing and day a contact was revealed: the owner's count and the audit trail. */
export const accountRentalReveals = pgTable(
  'account_rental_reveals',
  {
    rentalId: integer('rental_id')
      .notNull()
      .references(() => accountRentals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rentalId, t.userId, t.day] })],
);

/** Reveals per member per day (CONTACT_REVEALS_PER_DAY): one atomic counter, safe under a burst. */
export const accountRentalRevealCounts = pgTable(
  'account_rental_reveal_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Issue 33: when a member last ticked the renter's checklist (renewed yearly), before revealing a contact. */
export const accountRentalChecklists = pgTable('account_rental_checklists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
});
