import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Member numbers are 'CL' + this sequence (spec: CL1234; numbers below 100 are "old members"). */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 255 }).notNull().unique(),
    password: text('password').notNull(),
    firstName: varchar('first_name', { length: 30 }).notNull(),
    lastName: varchar('last_name', { length: 30 }).notNull(),
    displayName: varchar('display_name', { length: 50 }),
    profileImageUrl: text('profile_image_url'),
    memberNumber: varchar('member_number', { length: 20 }).notNull().unique(),
    phone: varchar('phone', { length: 20 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    deliveryNumber: varchar('delivery_number', { length: 50 }),
    /** The language the member chose (issue 36): 'pt-BR', 'en' or 'es'; null until they choose (pt-BR). */
    language: varchar('language', { length: 5 }),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    subscriptionStatus: varchar('subscription_status', { length: 30 }).notNull().default('inactive'),
    subscriptionSource: varchar('subscription_source', { length: 20 }),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    // Mirror of the payment provider's subscription (decision 013), so reads never call Stripe.
    stripeSubscriptionStatus: varchar('stripe_subscription_status', { length: 30 }),
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /** What this member pays per month, in cents ('promo' or 'regular' plan): MRR sums it. */
    subscriptionPriceCents: integer('subscription_price_cents'),
    subscriptionPlan: varchar('subscription_plan', { length: 20 }),
    /** When the provider state last applied was read (decision 027): an older read is not applied over it. */
    stripeSnapshotAt: timestamp('stripe_snapshot_at', { withTimezone: true, precision: 3 }),
    /** Holds one of the launch promotion's places (decision 013). */
    launchPromoPlace: boolean('launch_promo_place').notNull().default(false),
    /**
     * Time given outside the running paid subscription (an admin activation or grant in force when it
     * began): no snapshot of that subscription may end the membership before it (issue 28).
     */
    subscriptionFloorEnd: timestamp('subscription_floor_end', { withTimezone: true }),
    /** Issue 30: when the address in `email` was confirmed from its mailbox (null: not yet). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Admin user list: newest first, filtered by status; search by name/email/member number.
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_lower_email_idx').on(sql`lower(${t.email})`),
    index('users_subscription_idx').on(t.subscriptionStatus, t.subscriptionEnd),
    index('users_stripe_customer_idx').on(t.stripeCustomerId),
    index('users_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

/**
 * The membership columns (decision 025): the users table is the users domain's, and it agrees that the
 * subscriptions domain keeps these, and only these, up to date (subscriptions.repository.ts; checked by
 * src/data-boundaries.test.ts). Deleting a member (admin-users) writes every table.
 */
export const MEMBERSHIP_COLUMNS = [
  'stripeCustomerId',
  'stripeSubscriptionId',
  'stripeSubscriptionStatus',
  'subscriptionStatus',
  'subscriptionSource',
  'subscriptionEnd',
  'subscriptionCancelAtPeriodEnd',
  'subscriptionPriceCents',
  'subscriptionPlan',
  'stripeSnapshotAt',
  'launchPromoPlace',
  'subscriptionFloorEnd',
] as const satisfies readonly (keyof typeof users.$inferSelect)[];
