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
 * One row (id 1): launch-promotion places given so far. Claimed with one conditional upsert
 * (`taken < limit`), so the last place goes to exactly one member however many ask at once.
 */
export const launchPromotion = pgTable('launch_promotion', {
  id: integer('id').primaryKey(),
  taken: integer('taken').notNull().default(0),
});
