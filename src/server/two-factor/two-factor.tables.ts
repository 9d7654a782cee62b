import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Issue 30: a member's two-factor sign-in (TOTP). One row per member: the secret, encrypted with the
 * server's key (decision 034); `enabledAt` null while the first code has not confirmed it;
 * `lastStep` the last 30-second step a code was accepted for, so a code is never accepted twice.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten recovery codes, each stored as a keyed hash (HMAC-SHA-256 with the server's pepper); spent once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // The member's codes (export, count left) and one code's lookup, by the same index.
  (t) => [uniqueIndex('two_factor_recovery_user_code_idx').on(t.userId, t.codeHash)],
);
