import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Issue 34: a member follows a seller; a new approved listing or rental of the seller notifies the
 * follower. Either member's deletion removes the row.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The follower's own list and the follow button's lookup come from the key (follower first).
    primaryKey({ columns: [t.followerId, t.followedId] }),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
    // A seller's followers: the notification on approval and the seller's own count.
    index('follows_followed_idx').on(t.followedId, t.followerId),
  ],
);
