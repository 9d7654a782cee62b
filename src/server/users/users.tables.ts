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
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    subscriptionStatus: varchar('subscription_status', { length: 30 }).notNull().default('inactive'),
    subscriptionSource: varchar('subscription_source', { length: 20 }),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Admin user list: newest first, filtered by status; search by name/email/member number.
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_lower_email_idx').on(sql`lower(${t.email})`),
    index('users_subscription_idx').on(t.subscriptionStatus, t.subscriptionEnd),
  ],
);
