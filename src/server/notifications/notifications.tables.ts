import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationData } from '../../contract/notifications-types.js';
import { users } from '../users/users.tables.js';

/**
 * A member's notifications (issue 29), written in the transaction of the change that causes them.
 * The texts are rendered from `type` and `data` when read (contract/notifications-types.ts), so a
 * text fixed later applies to old rows too. `id` is also the live stream's event id (Last-Event-ID).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    /** What it opens (contract NOTIFICATION_TARGETS) and that thing's id, checked on read ("removed"). */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    /** A conversation's other member. */
    targetMemberId: integer('target_member_id'),
    /** A notification made at most once per member (a reminder: `event-starts-1h:42`): ON CONFLICT DO NOTHING. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell and /notificacoes: a member's newest first.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The bell's count on every page: counted from a small index.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);
