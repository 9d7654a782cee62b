import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { SessionUser } from './session-user.js';
import { sessionUserColumns } from './session-user.sql.js';
import { memberNumberSeq, users } from './users.tables.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'memberNumber'>;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findSessionUser(id: number): Promise<SessionUser | null> {
      const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },
    /**
     * Inserts with a member number from the sequence ('CL' + n, at least 4 digits).
     * ON CONFLICT on email returns null instead of raising: duplicate email is a 409, not a 500.
     */
    async insert(values: NewUser): Promise<UserRow | null> {
      // lpad alone would cut 5-digit numbers, so pad only below 1000.
      const memberNumber = sql`(select 'CL' || case when n < 1000 then lpad(n::text, 4, '0') else n::text end
        from (select nextval(${sql.raw(`'${memberNumberSeq.seqName}'`)}) as n) seq)`;
      const rows = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase(), memberNumber })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows[0] ?? null;
    },
    async update(
      id: number,
      values: Partial<Omit<UserRow, 'id' | 'memberNumber' | 'createdAt'>>,
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * Sets the profile photo and returns the one it replaced (`undefined` when the member is gone).
     * Run in a transaction: the row is locked first, so of two changes at once each reads the photo
     * the other wrote and none is left on disk without a reference (issue 37).
     */
    async replacePhoto(id: number, url: string): Promise<{ previous: string | null; row: UserRow } | undefined> {
      const [old] = await db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, id)).for('update');
      if (!old) return undefined;
      const [row] = await db
        .update(users)
        .set({ profileImageUrl: url, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return { previous: old.url, row: row! };
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    idsByEmail(emails: string[]): Promise<{ id: number; email: string }[]> {
      const lower = emails.map((e) => e.toLowerCase());
      return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, lower));
    },
    async countActiveMembers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isActive, true));
      return row?.n ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
