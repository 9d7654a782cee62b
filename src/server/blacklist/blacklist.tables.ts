import { boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** Blacklist entries (spec: no screen shown; kept for moderation). */
export const blacklist = pgTable('blacklist', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description').notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 255 }),
  otherInfo: text('other_info'),
  imageUrls: text('image_urls').array().notNull().default([]),
  reportedById: integer('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
  approvalStatus: varchar('approval_status', { length: 20 }).notNull().default('pending'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
