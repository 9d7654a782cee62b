import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Server-side sessions (spec: sid, sess json, expire indexed). sess holds { userId }.
 * Issue 30: the browser it was opened in (user agent, trimmed), when it was opened and when it was
 * last used (written at most once every few minutes, decision 034).
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: number }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    // Trimmed to this length by keptUserAgent (user-agent.ts).
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    // Deactivating a user deletes all of that user's sessions.
    index('sessions_user_idx').on(sql`((${t.sess}->>'userId'))`),
  ],
);

/**
 * Issue 30, the new sign-in alert: the browsers a member signed in from (browser and system names
 * read by bowser, no versions: 'Chrome|Android'), with the last sign-in from each. A sign-in from a
 * browser not here, or not seen for KNOWN_BROWSER_DAYS, mails an alert when the member has another
 * (decision 043). Removed with the account.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: varchar('browser', { length: 100 }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browser] }), index('known_browsers_seen_idx').on(t.seenAt)],
);
