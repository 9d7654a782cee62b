import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { LISTING_LIFETIME_DAYS } from '../../contract/marketplace-labels.js';
import { type NotificationData, UNREAD_CAP } from '../../contract/notifications-types.js';
import type { DbOrTx } from '../db/client.js';
import { literalLimit, planOnceInt, preparedByShape } from '../db/list-query.js';
import { accountRentals, bikes, blacklist, events, marketplaceItems, savedSearches, users } from '../db/schema.js';
import { notifications } from './notifications.tables.js';

export interface NewNotification {
  userId: number;
  type: string;
  data: NotificationData;
  targetKind: string;
  targetId: number | null;
  targetMemberId: number | null;
  dedupeKey: string | null;
}

/** The member's id as an InitPlan: one generic plan for every member (planOnceInt says why). */
const me = planOnceInt('me');
const n = notifications;

/**
 * Whether the thing a notification opens is gone (deleted, or its member's account deleted): one
 * indexed lookup per row of the page, read with the page. A cancelled event is not gone (it says so).
 * A notice with no id (it opens a list, as the first 'item-expiring' ones open 'Meus anúncios') is never gone.
 * Each is a scalar `(select 1 … limit 1) is null`, not `not exists (…)`: PostgreSQL may run an EXISTS as
 * a hashed subplan, reading the whole table once per page (every member, for a conversation), which
 * took a third of the page's database time at 1,000 members (bench `notifications`); a scalar
 * subquery stays one index probe per row whatever the tables' size.
 */
const gone = (table: AnyPgTable, id: AnyPgColumn, ref: AnyPgColumn) =>
  sql`(select 1 from ${table} where ${id} = ${ref} limit 1) is null`;
const targetGone = sql<boolean>`case when ${n.targetId} is null and ${n.targetKind} <> 'conversation' then false
  else case ${n.targetKind}
  when 'item' then ${gone(marketplaceItems, marketplaceItems.id, n.targetId)}
  when 'rental' then ${gone(accountRentals, accountRentals.id, n.targetId)}
  when 'event' then ${gone(events, events.id, n.targetId)}
  when 'scam-alert' then ${gone(blacklist, blacklist.id, n.targetId)}
  when 'bike' then ${gone(bikes, bikes.id, n.targetId)}
  when 'saved-search' then ${gone(savedSearches, savedSearches.id, n.targetId)}
  when 'conversation' then ${gone(users, users.id, n.targetMemberId)}
  else false end end`;

/**
 * Issue 34: an expiry notice whose listing was renewed after it was sent (from the notice's 'Renovar',
 * 'Meus anúncios' or a switch back on) says until when, instead of offering 'Renovar' again. Read only
 * for those two kinds: one indexed lookup by id.
 */
// In hours: '60 days' would follow the session's time zone across a DST change; the views add 60 × 24 h.
// Qualified by hand: Drizzle writes a one-table select's columns bare, and inside these subqueries a bare
// created_at would be the listing's own.
const noticeMade = sql.raw('"notifications"."created_at"');
const lifetime = sql.raw(`interval '${LISTING_LIFETIME_DAYS * 24} hours'`);
const renewedUntil = sql<string | null>`case ${n.type}
  when 'item-expiring' then (select ${marketplaceItems.renewedAt} + ${lifetime} from ${marketplaceItems}
    where ${marketplaceItems.id} = ${n.targetId} and ${marketplaceItems.renewedAt} > ${noticeMade})
  when 'rental-expiring' then (select ${accountRentals.renewedAt} + ${lifetime} from ${accountRentals}
    where ${accountRentals.id} = ${n.targetId} and ${accountRentals.renewedAt} > ${noticeMade})
  end`;

const columns = {
  id: n.id,
  type: n.type,
  data: n.data,
  targetKind: n.targetKind,
  targetId: n.targetId,
  targetMemberId: n.targetMemberId,
  readAt: n.readAt,
  createdAt: n.createdAt,
  targetGone,
  renewedUntil,
};
export type NotificationRow = Omit<typeof n.$inferSelect, 'userId' | 'dedupeKey'> & {
  targetGone: boolean;
  renewedUntil: string | Date | null;
};

/**
 * The index is (user_id, id DESC NULLS LAST), as Drizzle writes `.desc()`: the order must say NULLS
 * LAST too, or PostgreSQL cannot read a page off the index and sorts every notification of the
 * member (100,000 of them: 2 s a page under load; bench `notifications`).
 */
const newestFirst = sql`${n.id} desc nulls last`;

/**
 * The bell's count, up to UNREAD_CAP (it shows '99+'): the cost stays that of 100 index entries however
 * many a member leaves unread (issue 29's bench: 25,000 unread made every page count them).
 */
const unreadCapped = sql<number>`(select count(*)::int from (select 1 from ${n} where ${n.userId} = ${me} and ${n.readAt} is null limit ${sql.raw(String(UNREAD_CAP))}) as unread)`;

/** A page's rows carry the count (an InitPlan, run once per page): one statement per page, not two. */
const pageColumns = { ...columns, unread: unreadCapped };

export function createNotificationsRepository(db: DbOrTx) {
  function listStatement(after: boolean, unreadOnly: boolean, limit: number, name: string) {
    return db
      .select(pageColumns)
      .from(n)
      .where(
        and(
          sql`${n.userId} = ${me}`,
          unreadOnly ? isNull(n.readAt) : undefined,
          after ? sql`${n.id} < ${planOnceInt('before')}` : undefined,
        ),
      )
      .orderBy(newestFirst)
      .limit(literalLimit(limit))
      .prepare(name);
  }
  const statements = preparedByShape<ReturnType<typeof listStatement>>('notifications');

  const unread = preparedByShape<ReturnType<typeof unreadStatement>>('notifications_unread');
  function unreadStatement(name: string) {
    return db.select({ n: unreadCapped }).from(sql`(select 1) as one`).prepare(name);
  }

  return {
    /**
     * Written in the caller's transaction. A `dedupeKey` already used for the member makes nothing
     * (a reminder sent once whatever instance runs the job): null is returned.
     */
    async insert(row: NewNotification): Promise<{ id: number; createdAt: Date } | null> {
      const [made] = await db
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: [n.userId, n.dedupeKey] })
        .returning({ id: n.id, createdAt: n.createdAt });
      return made ?? null;
    },

    /** Many at once (a fan-out: issue 31's zone alerts), one statement; rows whose dedupeKey was used are skipped. */
    async insertMany(rows: NewNotification[]): Promise<{ id: number; userId: number; createdAt: Date }[]> {
      if (rows.length === 0) return [];
      return db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [n.userId, n.dedupeKey] })
        .returning({ id: n.id, userId: n.userId, createdAt: n.createdAt });
    },
    /** Several live signals in one statement (insertMany's rows). */
    async signalMany(payloads: string[]): Promise<void> {
      if (payloads.length === 0) return;
      await db.execute(
        sql`select pg_notify('live', p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`,
      );
    },

    /** Tells every instance's live streams (LISTEN live): delivered at commit, never for a rollback. */
    async signal(payload: string): Promise<void> {
      await db.execute(sql`select pg_notify('live', ${payload})`);
    },

    /** Newest first, `limit` rows with an id below `before`, each with the member's unread count. */
    async list(
      userId: number,
      before: number | undefined,
      limit: number,
      unreadOnly: boolean,
    ): Promise<(NotificationRow & { unread: number })[]> {
      const after = before !== undefined;
      const shape = `${after ? 'a' : 'f'}${unreadOnly ? 'u' : ''}_${limit}`;
      return statements(db, shape, true, (name) => listStatement(after, unreadOnly, limit, name)).execute({
        me: userId,
        before,
      });
    },

    /** The member's notifications after `afterId`, oldest first (a live stream resuming from Last-Event-ID). */
    async since(userId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select(columns)
        .from(n)
        .where(and(eq(n.userId, userId), sql`${n.id} > ${afterId}`))
        .orderBy(n.id)
        .limit(literalLimit(limit));
    },

    /** The member's newest notification id (0: none): where a fresh live stream starts. */
    async latestId(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${n.id}), 0)::int` })
        .from(n)
        .where(eq(n.userId, userId));
      return row?.id ?? 0;
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await unread(db, 'count', true, unreadStatement).execute({ me: userId });
      return row?.n ?? 0;
    },

    /** Only the member's own; false when it is not theirs (or does not exist). */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${n.readAt}, now())` })
        .where(and(eq(n.id, id), eq(n.userId, userId)))
        .returning({ id: n.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(n.userId, userId), isNull(n.readAt)))
        .returning({ id: n.id });
      return rows.length;
    },

    /** Read notifications older than `days` days go (the table would otherwise grow forever). */
    async deleteReadOlderThan(days: number): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(sql`${n.readAt} is not null and ${n.createdAt} < now() - make_interval(days => ${days})`)
        .returning({ id: n.id });
      return rows.length;
    },

    /** The data export: every notification of the member, as stored. */
    async exportFor(userId: number) {
      return db
        .select({ id: n.id, type: n.type, data: n.data, readAt: n.readAt, createdAt: n.createdAt })
        .from(n)
        .where(eq(n.userId, userId))
        .orderBy(n.id);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
