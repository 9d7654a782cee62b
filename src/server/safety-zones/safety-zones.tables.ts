import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { safetyReports } from '../safety-reports/safety-reports.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A member's alert zones (issue 31): a point, a radius and a name; at most three per member.
 * `cells` lists the grid cells (safety-zones.helpers.ts) the zone's bounding box touches: a new report
 * finds the zones around it through the GIN index on that column, never by reading every zone.
 * Private: only its member reads it; gone with the account (the foreign key, and the deletion).
 */
export const safetyZones = pgTable(
  'safety_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull().default('fixed'),
    name: varchar('name', { length: 40 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusM: smallint('radius_m').notNull(),
    cells: integer('cells').array().notNull(),
    urgentBreaksQuiet: boolean('urgent_breaks_quiet').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_zones_user_idx').on(t.userId, t.id),
    index('safety_zones_cells_idx').using('gin', t.cells),
    // One 'Onde estou agora' zone per member.
    uniqueIndex('safety_zones_one_current_idx').on(t.userId).where(sql`${t.kind} = 'current'`),
  ],
);

/**
 * Per member, what the alerts need to stay few: the last alert's place and time (reports close to it
 * are grouped into it) and the pushes of the current hour (at most SAFETY_ALERTS_MAX_PER_HOUR).
 */
export const safetyZoneAlertState = pgTable('safety_zone_alert_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  lastLatitude: doublePrecision('last_latitude').notNull(),
  lastLongitude: doublePrecision('last_longitude').notNull(),
  hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
  pushedInHour: smallint('pushed_in_hour').notNull().default(0),
});

/**
 * The fan-out outbox (decision 046): one row per new report, written on the report's transaction (the
 * request does O(1) work); the job claims rows (FOR UPDATE SKIP LOCKED and a lease, like the push
 * deliveries) and writes the alerts in batches of members, `after_user_id` recording how far it got
 * (in each batch's transaction, so a crash resumes, never repeats). The report's place, type and
 * severity are copied here (what the alerts need); deleting the report drops its row. Deleted when done.
 */
export const safetyAlertJobs = pgTable('safety_alert_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reportId: integer('report_id')
    .notNull()
    .unique()
    .references(() => safetyReports.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  incidentType: varchar('incident_type', { length: 100 }).notNull(),
  severity: smallint('severity').notNull(),
  afterUserId: integer('after_user_id').notNull().default(0),
  attempts: smallint('attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
