import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server-side sessions (spec: sid, sess json, expire indexed). sess holds { userId }. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').$type<{ userId: number }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    // Deactivating a user deletes all of that user's sessions.
    index('sessions_user_idx').on(sql`((${t.sess}->>'userId'))`),
  ],
);
