import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Stripe webhook events already applied. The id is inserted in the same transaction as the change
 * it caused, so a redelivered event changes nothing (decision 013).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row (id 1): launch-promotion places taken by a payment that succeeded (`taken`) and held for
 * a payment in progress (`held`, one per row of `launch_promotion_holds`). A hold is claimed with one
 * conditional upsert (`taken + held < limit`), so the last place goes to exactly one member however
 * many ask at once (issue 28: opening /subscribe no longer takes a place for good).
 */
export const launchPromotion = pgTable('launch_promotion', {
  id: integer('id').primaryKey(),
  taken: integer('taken').notNull().default(0),
  held: integer('held').notNull().default(0),
});

/**
 * A place held for one member while their payment is in progress, until `expires_at`; then it is
 * given back (swept before every claim and every count), unless the payment succeeded first.
 */
export const launchPromotionHolds = pgTable('launch_promotion_holds', {
  // No foreign key on purpose: the hold of a member deleted meanwhile is swept and given back like any other.
  userId: integer('user_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
