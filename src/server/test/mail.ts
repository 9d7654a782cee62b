import { eq, sql } from 'drizzle-orm';
import { mailOutbox, mailTokens } from '../db/schema.js';
import type { TestApp } from './app.js';

/** One round of the mail outbox (the job's work) at `at` (later times stand for the backoff's waits). */
export const sendMails = (t: TestApp, at?: Date) => t.app.services.mail.deliverDue(at);

/** Every link of a member's mails stops working (as if its hours had passed). */
export async function expireTokens(t: TestApp, userId: number) {
  await t.db
    .update(mailTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(mailTokens.userId, userId));
}

/** The outbox rows of an address (pending and failed). */
export const outboxFor = (t: TestApp, to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
