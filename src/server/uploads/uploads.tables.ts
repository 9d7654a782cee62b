import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Every image uploaded through the API, with its uploader: an item or event may only reference
 * objects its creator uploaded. status: 'pending' (signed URL issued) → 'stored'.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
