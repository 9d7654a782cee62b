import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Members' reports of content or members (issue 15, decision 021). One row per reporter and thing;
 * the thing is (kind, target_id) in its own domain's table, with the text that was reported kept in
 * `summary` so the admin sees what the reporter saw even after an edit or a deletion.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A deleted member's reports go with them (account deletion). Null: filed by the app itself (issue 32:
    // a listing refused for a stolen bike's serial), so no member sees it in 'Minhas denúncias'.
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    // The author of the reported thing; the report outlives a deleted author (the content may stay, as an orphan listing does).
    targetOwnerId: integer('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    details: text('details'),
    /** open, dismissed, hidden, deleted, deactivated. */
    status: varchar('status', { length: 20 }).notNull().default('open'),
    /** Set on every open report of a thing that REPORTS_TO_HIDE reports hid. */
    targetHidden: boolean('target_hidden').notNull().default(false),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One report per member per thing.
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.kind, t.targetId),
    // A thing's reports (counting to hide, resolving).
    index('reports_target_idx').on(t.kind, t.targetId),
    // An entry the app files (reporter null, decision 041) is open once per thing and author: a thief
    // retrying the same stolen serial does not pile up entries (decision 049).
    uniqueIndex('reports_app_open_idx')
      .on(t.kind, t.targetId, t.targetOwnerId)
      .where(sql`reporter_id is null and status = 'open'`),
    // The admin queue and its badge: open reports only.
    index('reports_open_idx').on(t.id.desc()).where(sql`status = 'open'`),
    // 'Minhas denúncias'.
    index('reports_reporter_idx').on(t.reporterId, t.id.desc()),
    index('reports_owner_idx').on(t.targetOwnerId),
  ],
);
