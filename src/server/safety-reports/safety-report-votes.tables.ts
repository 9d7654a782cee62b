import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { safetyReports } from './safety-reports.tables.js';

/**
 * Issue 31: members' answers to 'Ainda está acontecendo?' on a report of the map. One answer per
 * member per report (the primary key), changed in place; a deleted member's answers go with them,
 * and a deleted report's too.
 */
export const safetyReportVotes = pgTable(
  'safety_report_votes',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => safetyReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirm ('Também vi isso') or dispute ('Não vi nada'). */
    answer: varchar('answer', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member last gave this answer: a repeated confirmation is a new sighting. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    // The data export.
    index('safety_report_votes_user_idx').on(t.userId),
    // 'Agora': reports confirmed in the last 2 hours.
    index('safety_report_votes_confirmed_idx').on(t.answeredAt.desc()).where(sql`answer = 'confirm'`),
  ],
);
