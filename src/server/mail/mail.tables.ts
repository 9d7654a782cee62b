import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * The mail outbox (issue 30): one row per mail, written on the transaction of the action that
 * causes it and sent by the outbox job (mail-outbox.job.ts) outside the request. Claimed with FOR
 * UPDATE SKIP LOCKED and a lease (`lockedUntil`), so two instances never send one twice; a sent row
 * is deleted, a failure retried with backoff until `attempts` runs out, then kept as 'failed' for a
 * week. The rendered subject and bodies are stored: what is sent is what the action wrote.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member it is about (null once the account is deleted: the row goes with it). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    /** What it is ('verify-email', 'reset-password', 'password-changed'…): logs and tests. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe…). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId),
  ],
);

/**
 * The links of the account mails: only a SHA-256 of the token is kept (the token itself is only in
 * the mail). Single use (`usedAt`, set by one UPDATE … WHERE used_at IS NULL), valid until `expiresAt`.
 * `newEmail` is the address an email change goes to.
 */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_tokens_hash_idx').on(t.tokenHash), index('mail_tokens_user_idx').on(t.userId, t.purpose)],
);
