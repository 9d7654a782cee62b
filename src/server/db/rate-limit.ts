import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from './client.js';

export interface RateLimiter {
  /** Counts one hit; returns the count in the window and whether it is now over `limit`. */
  hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ blocked: boolean; count: number; retryAfterSeconds: number }>;
  /**
   * `hit` inside the caller's transaction: the count is rolled back with it, so a write that turns
   * out refused or repeated (a 409) costs nothing. The counter's row stays locked until the commit.
   */
  hitIn(
    tx: DbOrTx,
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ blocked: boolean; count: number; retryAfterSeconds: number }>;
  /** Gives one hit back (an attempt that turned out allowed, e.g. a successful login). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops the windows that are over (maintenance job). */
  deleteSpent(): Promise<void>;
}

const secondsLeft = (resetAt: Date | string) => (new Date(resetAt).getTime() - Date.now()) / 1000;

/** One atomic upsert: the count in the window after this hit. */
async function hitOn(db: DbOrTx, key: string, limit: number, windowMs: number) {
  const rows = await queryRows<{ count: number; reset_at: string }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
  );
  const row = rows[0]!;
  return {
    blocked: Number(row.count) > limit,
    count: Number(row.count),
    retryAfterSeconds: secondsLeft(row.reset_at),
  };
}

/**
 * Fixed-window counters in the database, so every app instance behind the load balancer
 * shares them. One atomic upsert per hit: no read-then-write race.
 */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    hit: (key, limit, windowMs) => hitOn(db, key, limit, windowMs),
    hitIn: (tx, key, limit, windowMs) => hitOn(tx, key, limit, windowMs),
    async release(key) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`,
      );
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async deleteSpent() {
      await db.execute(sql`delete from rate_limits where reset_at < now()`);
    },
  };
}
