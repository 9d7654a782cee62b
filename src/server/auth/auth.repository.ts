import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { sessionUserColumns } from '../users/session-user.sql.js';
import { sessions } from './auth.tables.js';

export function createAuthRepository(db: Db) {
  const sessionUser = db
    .select({ user: sessionUserColumns, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::int`)
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare('auth_session_user');
  return {
    async createSession(sid: string, userId: number, expire: Date) {
      await db.insert(sessions).values({ sid, sess: { userId }, expire });
    },
    /** The session's user, if the session is live and the user active. One query per request. */
    async findSessionUser(sid: string) {
      const rows = await sessionUser.execute({ sid });
      return rows[0] ?? null;
    },
    async touchSession(sid: string, expire: Date) {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },
    async deleteSession(sid: string) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    /** Ends every session of a user (deactivation, password change by an admin). */
    async deleteUserSessions(userId: number) {
      await db.delete(sessions).where(sql`(${sessions.sess}->>'userId') = ${String(userId)}`);
    },
    async deleteExpiredSessions() {
      await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
