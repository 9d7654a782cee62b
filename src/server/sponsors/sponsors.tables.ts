import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const sponsors = pgTable(
  'sponsors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    website: text('website'),
    redirectUrl: text('redirect_url'),
    description: text('description'),
    discountInfo: text('discount_info'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsors_active_order_idx').on(t.isActive, t.displayOrder, t.id)],
);
