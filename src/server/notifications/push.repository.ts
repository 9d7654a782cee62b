import { and, eq, sql } from 'drizzle-orm';
import type { NotificationData } from '../../contract/notifications-types.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  notificationDeliveries as d,
  notifications as n,
  notificationPreferences as prefs,
  pushSubscriptions as subs,
} from './notifications.tables.js';

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  sessionSid: string | null;
  userAgent: string | null;
}

export interface PreferencesRow {
  pushOff: string[];
  quietHours: boolean;
  quietStart: number;
  quietEnd: number;
  emailOn: string[];
}

/** A claimed delivery with what it sends: the notification and the subscription it goes to. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notificationId: number;
  type: string;
  data: NotificationData;
  targetId: number | null;
  targetMemberId: number | null;
  /** The recipient's users.language (issue 36): the push is written in it (null: pt-BR). */
  language: string | null;
}

/** Web push's queries (issue 29): subscriptions, preferences and the deliveries outbox. */
export function createPushRepository(db: DbOrTx) {
  return {
    /**
     * Inserts the browser's subscription, or (the same endpoint again) gives it its new keys and
     * session, and to the member signed in now: an endpoint belongs to one member.
     */
    async upsertSubscription(row: NewPushSubscription): Promise<number> {
      const [made] = await db
        .insert(subs)
        .values(row)
        .onConflictDoUpdate({
          target: subs.endpoint,
          set: {
            userId: row.userId,
            p256dh: row.p256dh,
            auth: row.auth,
            sessionSid: row.sessionSid,
            userAgent: row.userAgent,
          },
        })
        .returning({ id: subs.id });
      return made!.id;
    },

    /** Keeps the member's newest `keep` subscriptions; older ones go (with their pending deliveries). */
    async trimSubscriptions(userId: number, keep: number): Promise<number> {
      const rows = await db
        .delete(subs)
        .where(
          and(
            eq(subs.userId, userId),
            sql`${subs.id} not in (select ${subs.id} from ${subs} where ${subs.userId} = ${userId} order by ${subs.id} desc limit ${keep})`,
          ),
        )
        .returning({ id: subs.id });
      return rows.length;
    },

    async deleteSubscription(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(subs)
        .where(and(eq(subs.userId, userId), eq(subs.endpoint, endpoint)))
        .returning({ id: subs.id });
      return rows.length > 0;
    },

    async deleteSubscriptionById(id: number): Promise<void> {
      await db.delete(subs).where(eq(subs.id, id));
    },

    /** The subscriptions made in a session (its sign-out). */
    async deleteSessionSubscriptions(sid: string): Promise<number> {
      const rows = await db.delete(subs).where(eq(subs.sessionSid, sid)).returning({ id: subs.id });
      return rows.length;
    },

    async markSent(subscriptionId: number): Promise<void> {
      await db.update(subs).set({ lastSuccessAt: sql`now()` }).where(eq(subs.id, subscriptionId));
    },

    async preferences(userId: number): Promise<PreferencesRow | null> {
      const [row] = await db
        .select({
          pushOff: prefs.pushOff,
          quietHours: prefs.quietHours,
          quietStart: prefs.quietStart,
          quietEnd: prefs.quietEnd,
          emailOn: prefs.emailOn,
        })
        .from(prefs)
        .where(eq(prefs.userId, userId));
      return row ?? null;
    },

    async savePreferences(userId: number, p: PreferencesRow): Promise<void> {
      await db
        .insert(prefs)
        .values({ userId, ...p })
        .onConflictDoUpdate({
          target: prefs.userId,
          set: {
            pushOff: p.pushOff,
            quietHours: p.quietHours,
            quietStart: p.quietStart,
            quietEnd: p.quietEnd,
            emailOn: p.emailOn,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Issue 30: the email column all off (one-click unsubscribe); true when something was on. */
    async turnEmailOff(userId: number): Promise<boolean> {
      const rows = await db
        .update(prefs)
        .set({ emailOn: [], updatedAt: sql`now()` })
        .where(and(eq(prefs.userId, userId), sql`${prefs.emailOn} <> '[]'::jsonb`))
        .returning({ userId: prefs.userId });
      return rows.length > 0;
    },

    /**
     * One delivery per push subscription of the member, due at `dueAt` (in the notification's
     * transaction); none for a deactivated account (its sessions ended; its browsers stay quiet).
     */
    /** Several members' preferences at once (a fan-out). */
    async preferencesOf(userIds: number[]): Promise<Map<number, PreferencesRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: prefs.userId,
          pushOff: prefs.pushOff,
          quietHours: prefs.quietHours,
          quietStart: prefs.quietStart,
          quietEnd: prefs.quietEnd,
          emailOn: prefs.emailOn,
        })
        .from(prefs)
        .where(sql`${prefs.userId} = any(${`{${userIds.join(',')}}`}::int[])`);
      return new Map(rows.map(({ userId, ...p }) => [userId, p]));
    },
    /** The pushes of many notifications, one statement: one row per browser of each active member. */
    async enqueuePushMany(items: { notificationId: number; userId: number; dueAt: Date }[]): Promise<number> {
      if (items.length === 0) return 0;
      const list = (v: (string | number)[]) => `{${v.join(',')}}`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into ${d} (notification_id, user_id, channel, push_subscription_id, due_at)
          select x.nid, x.uid, 'push', ${subs.id}, x.due
          from unnest(${list(items.map((i) => i.notificationId))}::int[], ${list(items.map((i) => i.userId))}::int[],
            ${list(items.map((i) => `"${i.dueAt.toISOString()}"`))}::timestamptz[]) as x(nid, uid, due)
          join ${subs} on ${subs.userId} = x.uid
          join ${users} on ${users.id} = x.uid and ${users.isActive}
          returning id`,
      );
      return rows.length;
    },

    async enqueuePush(notificationId: number, userId: number, dueAt: Date): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into ${d} (notification_id, user_id, channel, push_subscription_id, due_at)
          select ${notificationId}, ${userId}, 'push', ${subs.id}, ${dueAt.toISOString()}::timestamptz
          from ${subs} join ${users} on ${users.id} = ${subs.userId} and ${users.isActive}
          where ${subs.userId} = ${userId}
          returning id`,
      );
      return rows.length;
    },

    /**
     * Claims up to `limit` deliveries due at `now`: FOR UPDATE SKIP LOCKED, so concurrent claimers
     * (other instances) each get other rows, and a lease of `leaseSeconds` in the same statement, so
     * a row claimed and committed is not claimed again until the lease runs out (an instance that
     * died mid-send). `attempts` counts this one.
     */
    async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      return queryRows<ClaimedDelivery>(
        db,
        sql`with due as (
            select id from ${d}
            where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
              and (locked_until is null or locked_until <= now())
            order by due_at
            limit ${limit}
            for update skip locked
          ), claimed as (
            update ${d} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = ${d}.attempts + 1
            from due where ${d}.id = due.id
            returning ${d}.id, ${d}.attempts, ${d}.push_subscription_id, ${d}.notification_id
          )
          select c.id, c.attempts, s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth,
            c.notification_id as "notificationId", nt.type, nt.data,
            nt.target_id as "targetId", nt.target_member_id as "targetMemberId", u.language
          from claimed c
          join ${subs} s on s.id = c.push_subscription_id
          join ${n} nt on nt.id = c.notification_id
          left join ${users} u on u.id = nt.user_id`,
      );
    },

    async deleteDelivery(id: number): Promise<void> {
      await db.delete(d).where(eq(d.id, id));
    },

    async retryDelivery(id: number, afterSeconds: number, error: string): Promise<void> {
      await db
        .update(d)
        .set({
          dueAt: sql`now() + make_interval(secs => ${afterSeconds})`,
          lockedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where(eq(d.id, id));
    },

    async failDelivery(id: number, error: string): Promise<void> {
      await db
        .update(d)
        .set({ status: 'failed', lockedUntil: null, lastError: error.slice(0, 500) })
        .where(eq(d.id, id));
    },

    /** Given-up deliveries are kept `days` days (what did not go out), then go. */
    async pruneFailed(days: number): Promise<number> {
      const rows = await db
        .delete(d)
        .where(sql`${d.status} = 'failed' and ${d.createdAt} < now() - make_interval(days => ${days})`)
        .returning({ id: d.id });
      return rows.length;
    },

    /** The data export: the member's browsers (the push service's address, not the keys). */
    async subscriptionsFor(userId: number) {
      return db
        .select({
          endpoint: subs.endpoint,
          userAgent: subs.userAgent,
          createdAt: subs.createdAt,
          lastSuccessAt: subs.lastSuccessAt,
        })
        .from(subs)
        .where(eq(subs.userId, userId))
        .orderBy(subs.id);
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
