import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { mailOutbox as o, mailTokens as tk } from './mail.tables.js';

export interface NewMail {
  userId: number | null;
  toAddress: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface ClaimedMail {
  id: number;
  attempts: number;
  toAddress: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface TokenRow {
  id: number;
  userId: number;
  purpose: string;
  newEmail: string | null;
  expired: boolean;
  used: boolean;
}

/** The mail outbox and the links' tokens (issue 30). */
export function createMailRepository(db: DbOrTx) {
  return {
    async enqueue(m: NewMail): Promise<number> {
      const [row] = await db
        .insert(o)
        .values({ ...m, headers: m.headers ?? {} })
        .returning({ id: o.id });
      return row!.id;
    },

    /**
     * Claims up to `limit` mails due at `now` (FOR UPDATE SKIP LOCKED: concurrent claimers get other
     * rows) and leases them for `leaseSeconds` in the same statement; `attempts` counts this one.
     */
    claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
      return queryRows<ClaimedMail>(
        db,
        sql`with due as (
            select id from ${o}
            where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
              and (locked_until is null or locked_until <= now())
            order by due_at
            limit ${limit}
            for update skip locked
          )
          update ${o} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = ${o}.attempts + 1
          from due where ${o}.id = due.id
          returning ${o}.id, ${o}.attempts, ${o}.to_address as "toAddress", ${o}.kind, ${o}.subject,
            ${o}.html, ${o}.text, ${o}.headers`,
      );
    },

    async deleteMail(id: number): Promise<void> {
      await db.delete(o).where(eq(o.id, id));
    },

    async retryMail(id: number, afterSeconds: number, error: string): Promise<void> {
      await db
        .update(o)
        .set({
          dueAt: sql`now() + make_interval(secs => ${afterSeconds})`,
          lockedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where(eq(o.id, id));
    },

    async failMail(id: number, error: string): Promise<void> {
      await db
        .update(o)
        .set({ status: 'failed', lockedUntil: null, lastError: error.slice(0, 500) })
        .where(eq(o.id, id));
    },

    /** Given-up mails are kept `days` days, then go. */
    async pruneFailed(days: number): Promise<number> {
      const rows = await db
        .delete(o)
        .where(sql`${o.status} = 'failed' and ${o.createdAt} < now() - make_interval(days => ${days})`)
        .returning({ id: o.id });
      return rows.length;
    },

    /** Mails of one kind to one address still waiting (tests, and the outbox's own look). */
    async pendingFor(toAddress: string) {
      return db
        .select({ id: o.id, kind: o.kind, subject: o.subject, attempts: o.attempts, status: o.status })
        .from(o)
        .where(eq(o.toAddress, toAddress))
        .orderBy(o.id);
    },

    async insertToken(t: {
      userId: number;
      purpose: string;
      tokenHash: string;
      newEmail: string | null;
      hours: number;
    }) {
      await db.insert(tk).values({
        userId: t.userId,
        purpose: t.purpose,
        tokenHash: t.tokenHash,
        newEmail: t.newEmail,
        expiresAt: sql`now() + make_interval(hours => ${t.hours})`,
      });
    },

    /** The token as it stands (for the reason a link does not work, and whose it is). */
    async findToken(tokenHash: string, purpose: string): Promise<TokenRow | null> {
      const [row] = await db
        .select({
          id: tk.id,
          userId: tk.userId,
          purpose: tk.purpose,
          newEmail: tk.newEmail,
          expired: sql<boolean>`${tk.expiresAt} <= now()`,
          used: sql<boolean>`${tk.usedAt} is not null`,
        })
        .from(tk)
        .where(and(eq(tk.tokenHash, tokenHash), eq(tk.purpose, purpose)))
        .limit(1);
      return row ?? null;
    },

    /** Spends a live token: one UPDATE, so of two uses at once exactly one gets the row. */
    async spendToken(id: number): Promise<boolean> {
      const rows = await db
        .update(tk)
        .set({ usedAt: sql`now()` })
        .where(and(eq(tk.id, id), isNull(tk.usedAt), sql`${tk.expiresAt} > now()`))
        .returning({ id: tk.id });
      return rows.length > 0;
    },

    /** Every live token of a member for a purpose is spent (a new password makes older reset links useless). */
    async spendAll(userId: number, purpose: string): Promise<void> {
      await db
        .update(tk)
        .set({ usedAt: sql`now()` })
        .where(and(eq(tk.userId, userId), eq(tk.purpose, purpose), isNull(tk.usedAt)));
    },

    /** The newest live email change of a member (the settings card shows it). */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: tk.newEmail })
        .from(tk)
        .where(
          and(eq(tk.userId, userId), eq(tk.purpose, 'change-email'), isNull(tk.usedAt), sql`${tk.expiresAt} > now()`),
        )
        .orderBy(sql`${tk.id} desc`)
        .limit(1);
      return row?.newEmail ?? null;
    },

    /** The data export: the links sent (never the hashes). */
    async tokensFor(userId: number) {
      return db
        .select({
          purpose: tk.purpose,
          newEmail: tk.newEmail,
          createdAt: tk.createdAt,
          expiresAt: tk.expiresAt,
          usedAt: tk.usedAt,
        })
        .from(tk)
        .where(eq(tk.userId, userId))
        .orderBy(tk.id);
    },

    /** Old tokens go (a week after they stopped working). */
    async pruneTokens(): Promise<number> {
      const rows = await db.delete(tk).where(sql`${tk.expiresAt} < now() - interval '7 days'`).returning({ id: tk.id });
      return rows.length;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
