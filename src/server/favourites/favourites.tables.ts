import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRentals } from '../account-rentals/account-rentals.tables.js';
import { marketplaceItems } from '../marketplace/marketplace.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A member's favourites (issue 34): one row per member and listing, a marketplace item or a rental
 * (exactly one of the two). The member's, the listing's or the rental's deletion removes the row.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => marketplaceItems.id, { onDelete: 'cascade' }),
    rentalId: integer('rental_id').references(() => accountRentals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('favourites_one_target', sql`(${t.itemId} is null) <> (${t.rentalId} is null)`),
    // The member's list, newest first (the keyset), and the heart's lookup.
    index('favourites_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('favourites_user_item_idx').on(t.userId, t.itemId).where(sql`item_id is not null`),
    uniqueIndex('favourites_user_rental_idx').on(t.userId, t.rentalId).where(sql`rental_id is not null`),
    // Who saved a listing: the owner's count and the price-drop notifications.
    index('favourites_item_idx').on(t.itemId).where(sql`item_id is not null`),
    index('favourites_rental_idx').on(t.rentalId).where(sql`rental_id is not null`),
  ],
);
