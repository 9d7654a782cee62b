import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // The bell's count on every page, and the unread-only page newest first: one small index.
    index('notifications_unread_idx').on(t.userId, t.id.desc()).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/**
 * A member's browsers that accept push (Push API subscriptions). `sessionSid` is the session that
 * turned it on: signing out there removes it. The endpoint is unique (one browser, one row, one
 * member: subscribing it again moves it to whoever is signed in).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    sessionSid: text('session_sid'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionSid),
  ],
);

/**
 * A member's choices (no row = the defaults): the kinds not to push (in-app is always on), and quiet
 * hours in Dublin time, as minutes after midnight (default 23:00–07:00), holding back non-urgent pushes.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushOff: jsonb('push_off').$type<string[]>().notNull().default([]),
  quietHours: boolean('quiet_hours').notNull().default(true),
  quietStart: smallint('quiet_start')
    .notNull()
    .default(23 * 60),
  quietEnd: smallint('quiet_end')
    .notNull()
    .default(7 * 60),
  /** Issue 30: the kinds in the daily email digest (the email column; none by default). */
  emailOn: jsonb('email_on').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per delivery outside the request (a push to one subscription), written with
 * the notification. The deliveries job claims due rows with FOR UPDATE SKIP LOCKED and leases them
 * (`lockedUntil`), so two instances never send one twice; a sent row is deleted, a failed one retried
 * with backoff until `attempts` runs out, then kept as 'failed' for a week (what did not go out).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('push'),
    pushSubscriptionId: integer('push_subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_user_idx').on(t.userId),
    index('notification_deliveries_subscription_idx').on(t.pushSubscriptionId),
    index('notification_deliveries_notification_idx').on(t.notificationId),
  ],
);

/**
 * Issue 30: the daily email digest, one row per member per Dublin day, inserted (ON CONFLICT DO
 * NOTHING) on the transaction that writes the digest's mail: two instances running the digest at
 * once send it once. A day with nothing to say keeps its row too (the member was looked at).
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Dublin date ('2026-11-26'). */
    day: text('day').notNull(),
    /** How many unread notifications it listed (0: nothing, no mail). */
    items: integer('items').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('email_digests_day_idx').on(t.day)],
);
