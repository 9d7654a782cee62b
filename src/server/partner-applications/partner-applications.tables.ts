import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    contactName: varchar('contact_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('partner_applications_status_idx').on(t.status, t.id.desc())],
);
