import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { emailDigests, notifications, notificationPreferences as prefs, users } from '../db/schema.js';

export interface DigestCandidate {
  userId: number;
  email: string;
  firstName: string;
  emailOn: string[];
  /** users.language (issue 36): the digest is written in it (null: pt-BR). */
  language: string | null;
}

/** Issue 30: the daily email digest's queries (who is due, the claim, what is unread). */
export function createEmailDigestRepository(db: DbOrTx) {
  return {
    /**
     * Active members with the email column on and no digest row for `day`, by id after `afterId`
     * (paged; the preferences' primary key).
     */
    async due(day: string, afterId: number, limit: number): Promise<DigestCandidate[]> {
      return queryRows<DigestCandidate>(
        db,
        sql`select p.user_id as "userId", u.email, u.first_name as "firstName", p.email_on as "emailOn", u.language
          from ${prefs} p join ${users} u on u.id = p.user_id
          where p.email_on <> '[]'::jsonb and u.is_active and p.user_id > ${afterId}
            and not exists (select 1 from ${emailDigests} d where d.user_id = p.user_id and d.day = ${day})
          order by p.user_id limit ${limit}`,
      );
    },
    /** The member's day, claimed once (ON CONFLICT DO NOTHING): false when another round has it. */
    async claim(userId: number, day: string): Promise<boolean> {
      const rows = await db
        .insert(emailDigests)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ userId: emailDigests.userId });
      return rows.length > 0;
    },
    async setItems(userId: number, day: string, items: number) {
      await db
        .update(emailDigests)
        .set({ items })
        .where(and(eq(emailDigests.userId, userId), eq(emailDigests.day, day)));
    },
    /** When the member's previous digest was looked at (null: never). */
    async previous(userId: number, day: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: emailDigests.createdAt })
        .from(emailDigests)
        .where(and(eq(emailDigests.userId, userId), sql`${emailDigests.day} < ${day}`))
        .orderBy(desc(emailDigests.day))
        .limit(1);
      return row?.at ?? null;
    },
    /** Unread notifications of the kinds given, made after `since`, newest first (the unread index). */
    unread(userId: number, kinds: string[], since: Date, limit: number) {
      return db
        .select({ type: notifications.type, data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            gt(notifications.createdAt, since),
            sql`${notifications.type} = any(${`{${kinds.map((k) => `"${k}"`).join(',')}}`}::text[])`,
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },
    /** Days before `day` (the day's index): only recent rows are ever read. */
    async pruneBefore(day: string) {
      await db.delete(emailDigests).where(sql`${emailDigests.day} < ${day}`);
    },
  };
}
