import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const safetyReports = pgTable(
  'safety_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null once the reporter deleted their account: the report stays on the map (decision 023).
    reportedById: integer('reported_by_id').references(() => users.id, { onDelete: 'set null' }),
    area: varchar('area', { length: 255 }).notNull(),
    description: text('description').notNull(),
    incidentType: varchar('incident_type', { length: 100 }).notNull(),
    severity: integer('severity').notNull().default(1),
    incidentTime: varchar('incident_time', { length: 50 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_reports_active_created_idx').on(t.isActive, t.createdAt.desc()),
    // The admin list: every report, newest first.
    index('safety_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // A member's own reports (the data export; unlinking them when the account is deleted).
    index('safety_reports_reporter_idx').on(t.reportedById),
  ],
);
