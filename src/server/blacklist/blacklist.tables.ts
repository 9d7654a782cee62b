import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Community scam alerts (the spec's blacklist entity; decision 022). Never listed to members: an
 * approved, active alert only shows as a warning beside a contact whose phone or email matches.
 */
export const blacklist = pgTable(
  'blacklist',
  {
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
    /** The phone in one canonical form (international digits, no '+'): what matching compares. */
    phoneKey: varchar('phone_key', { length: 20 }),
    /** The email trimmed and lower-cased. */
    emailKey: varchar('email_key', { length: 255 }),
  },
  (t) => [
    index('blacklist_status_idx').on(t.approvalStatus, t.id.desc()),
    index('blacklist_reporter_idx').on(t.reportedById, t.id.desc()),
    // Matching reads only approved, active alerts.
    index('blacklist_phone_key_idx').on(t.phoneKey).where(sql`${t.approvalStatus} = 'approved' and ${t.isActive}`),
    index('blacklist_email_key_idx').on(t.emailKey).where(sql`${t.approvalStatus} = 'approved' and ${t.isActive}`),
  ],
);
