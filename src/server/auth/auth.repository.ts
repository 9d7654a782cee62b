import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { sessionUserColumns } from '../users/session-user.sql.js';
import { knownBrowsers, sessions } from './auth.tables.js';

/** A session's public handle: the md5 of its id (the id itself is the cookie's secret). */
const handle = sql<string>`md5(${sessions.sid})`;
const ofUser = (userId: number) => sql`(${sessions.sess}->>'userId') = ${String(userId)}`;

export function createAuthRepository(db: Db) {
  const sessionUser = db
    .select({ user: sessionUserColumns, expire: sessions.expire, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::int`)
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare('auth_session_user');
  return {
    /**
     * A sign-in from `browser`: one statement that records it (or its new last sign-in) and says
     * whether it is new to the member (first time, or not seen for `staleDays`) and whether the
     * member had signed in from another browser in that time. Of two parallel first sign-ins from
     * one browser, one inserts (xmax = 0).
     */
    async noteBrowser(userId: number, browser: string, staleDays: number) {
      const [row] = await queryRows<{ inserted: boolean; stale: boolean; others: number }>(
        db,
        sql`
        with old as (
          select ${knownBrowsers.seenAt} as seen_at from ${knownBrowsers}
          where ${knownBrowsers.userId} = ${userId} and ${knownBrowsers.browser} = ${browser}
        ), others as (
          select count(*)::int as n from ${knownBrowsers}
          where ${knownBrowsers.userId} = ${userId} and ${knownBrowsers.browser} <> ${browser}
            and ${knownBrowsers.seenAt} > now() - make_interval(days => ${staleDays})
        )
        insert into ${knownBrowsers} (user_id, browser, seen_at) values (${userId}, ${browser}, now())
        on conflict (user_id, browser) do update set seen_at = now()
        returning (xmax = 0) as inserted,
          coalesce((select seen_at from old) < now() - make_interval(days => ${staleDays}), false) as stale,
          (select n from others) as others`,
      );
      return { isNew: !!row && (row.inserted || row.stale), hadOthers: Number(row?.others ?? 0) > 0 };
    },
    /** Browsers not signed in from for `days` (the maintenance job). */
    async deleteStaleBrowsers(days: number) {
      await db.delete(knownBrowsers).where(lt(knownBrowsers.seenAt, sql`now() - make_interval(days => ${days})`));
    },
    /** The data export: the browsers the member signed in from. */
    browsersOf: (userId: number) =>
      db
        .select({ browser: knownBrowsers.browser, seenAt: knownBrowsers.seenAt })
        .from(knownBrowsers)
        .where(eq(knownBrowsers.userId, userId))
        .orderBy(desc(knownBrowsers.seenAt))
        .limit(100),
    async createSession(sid: string, userId: number, expire: Date, userAgent: string | null) {
      await db.insert(sessions).values({ sid, sess: { userId }, expire, userAgent });
    },
    /** The session's user, if the session is live and the user active. One query per request. */
    async findSessionUser(sid: string) {
      const rows = await sessionUser.execute({ sid });
      return rows[0] ?? null;
    },
    /** Last seen now, and the rolling expiry when given (plugins/session.ts writes it rarely). */
    async touchSession(sid: string, expire: Date | null) {
      await db
        .update(sessions)
        .set(expire ? { expire, lastSeenAt: sql`now()` } : { lastSeenAt: sql`now()` })
        .where(eq(sessions.sid, sid));
    },
    async deleteSession(sid: string) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    /** Ends every session of a user (deactivation, password change by an admin). */
    async deleteUserSessions(userId: number) {
      await db.delete(sessions).where(ofUser(userId));
    },
    async deleteExpiredSessions() {
      await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
    },
    /** The member's live sessions, last used first (by the sessions_user_idx expression index). */
    listUserSessions(userId: number, limit: number) {
      return db
        .select({
          id: handle,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(ofUser(userId), gt(sessions.expire, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(limit);
    },
    /** Ends one of the member's sessions by its handle: another member's handle matches nothing. */
    async deleteUserSessionByHandle(userId: number, id: string) {
      const rows = await db
        .delete(sessions)
        .where(and(ofUser(userId), sql`${handle} = ${id}`))
        .returning({ sid: sessions.sid });
      return rows[0]?.sid ?? null;
    },
    async deleteOtherUserSessions(userId: number, keepSid: string) {
      const rows = await db
        .delete(sessions)
        .where(and(ofUser(userId), ne(sessions.sid, keepSid)))
        .returning({ sid: sessions.sid });
      return rows.map((r) => r.sid);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
