import { boolean, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    status: varchar('status', { length: 20 }).notNull().default('active'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
    isFake: boolean('is_fake').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_rentals_public_idx').on(t.approvalStatus, t.status, t.id.desc()),
    index('account_rentals_owner_idx').on(t.ownerId),
  ],
);
