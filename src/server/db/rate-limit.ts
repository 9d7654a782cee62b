import { type SQL, sql } from 'drizzle-orm';
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

/** The upsert of one hit per key (`keys`: rows of `key`), returning each counter after it. */
const upsertHits = (keys: SQL, windowMs: number) => sql`
    insert into rate_limits (key, count, reset_at)
    select key, 1, now() + make_interval(secs => ${windowMs / 1000}) from ${keys}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, count, reset_at`;

/** One atomic upsert: the count in the window after this hit. */
async function hitOn(db: DbOrTx, key: string, limit: number, windowMs: number) {
  const rows = await queryRows<{ count: number; reset_at: string }>(
    db,
    upsertHits(sql`(select ${key}::text as key) k`, windowMs),
  );
  const row = rows[0]!;
  return {
    blocked: Number(row.count) > limit,
    count: Number(row.count),
    retryAfterSeconds: secondsLeft(row.reset_at),
  };
}

export interface Hit {
  key: string;
  limit: number;
}

/**
 * Counts one hit on every key of `hits` and, only when every count is then within its limit, runs
 * `query` (a SELECT) — all in one statement, one round trip. The counters are upserted in key order,
 * so two statements sharing keys lock them in the same order (no deadlock); each count is exact under
 * parallel bursts like `hit`'s. Every key is counted, the refused too. `rows` is empty when blocked.
 */
export async function hitAllThen<T>(
  db: DbOrTx,
  hits: Hit[],
  windowMs: number,
  query: SQL,
): Promise<{ blocked: boolean; retryAfterSeconds: number; rows: T[] }> {
  if (!hits.length || new Set(hits.map((h) => h.key)).size !== hits.length)
    throw new Error('hitAllThen: distinct keys');
  const limits = sql.join(
    [...hits].sort((a, b) => (a.key < b.key ? -1 : 1)).map((h) => sql`(${h.key}::text, ${h.limit}::int)`),
    sql`, `,
  );
  // `query` sits behind a one-time filter on the verdict (an InitPlan): over a limit, it is never executed.
  const rows = await queryRows<T & { rl_ok: boolean; rl_reset: string | Date | null; rl_row: boolean | null }>(
    db,
    sql`with rl_limits (key, lim) as (values ${limits}),
    rl_hits as (${upsertHits(sql`(select key from rl_limits order by key) k`, windowMs)}),
    rl_verdict as (
      select bool_and(h.count <= l.lim) as ok, max(h.reset_at) filter (where h.count > l.lim) as reset
      from rl_hits h join rl_limits l using (key)
    )
    select v.ok as rl_ok, v.reset as rl_reset, q.*
    from rl_verdict v
    left join (select q0.*, true as rl_row from (${query}) q0 where (select ok from rl_verdict)) q on true`,
  );
  const first = rows[0];
  if (!first?.rl_ok) {
    return { blocked: true, retryAfterSeconds: first?.rl_reset ? secondsLeft(first.rl_reset) : 1, rows: [] };
  }
  // A query without rows leaves one row of nulls (the left join), without rl_row: no answer.
  const answer = rows.filter((r) => r.rl_row).map(({ rl_ok, rl_reset, rl_row, ...r }) => r as unknown as T);
  return { blocked: false, retryAfterSeconds: 0, rows: answer };
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
