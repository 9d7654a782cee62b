import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Logger } from 'pino';
import { projectRoot } from '../project-root.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle given to a transaction callback: use only it inside the callback (PGlite deadlocks otherwise). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pool?: pg.Pool;
  /**
   * LISTEN on `channel` (issue 29's live streams): one subscription per call, on a connection of its
   * own (PostgreSQL) or the one PGlite client. `reconnected` runs after a lost connection is back:
   * whatever was NOTIFYed meanwhile was missed, and the caller catches up from its tables.
   */
  listen(channel: string, on: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  reconnected(): void;
}
export interface Listening {
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** The committed migrations, read from src/ by the tests and by the bundled dist/server/main.js alike. */
export const MIGRATIONS_FOLDER = join(projectRoot(), 'src', 'server', 'db', 'migrations');

export async function openPostgres(url: string, poolSize: number, log?: Logger): Promise<Database> {
  const { default: pgMod } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  (await import('./pg-transaction.js')).patchNodePgTransaction(); // a failed BEGIN gives its client back
  // Issue 38 (decision 060): a flat select's rows mapped by a mapper worked out once per query.
  (await import('./row-mapping.js')).patchRowMapping(
    (await import('drizzle-orm/node-postgres')).NodePgSession.prototype,
  );
  // numeric stays a string (money), timestamps parsed by pg.
  const pool: pg.Pool = new pgMod.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (PostgreSQL restarting) must not kill the process; the pool reconnects.
  pool.on('error', (err) => log?.error({ err }, 'postgres pool error'));
  // A client checked out for a transaction loses its connection between two statements (PostgreSQL
  // restarting): its 'error' event must not go unhandled (it would end the process). The statement
  // or rollback in flight fails with it, and the errors plugin answers 503.
  pool.on('connect', (client) => client.on('error', (err) => log?.warn({ err }, 'postgres connection lost')));
  const db: Db = drizzle(pool, { schema });
  const listen = (channel: string, on: ListenHandlers) => listenPostgres(pgMod, url, channel, on, log);
  return { db, kind: 'postgres', pool, listen, close: () => pool.end() };
}

/** Backoff of the LISTEN connection's reconnects: 250 ms doubling to 10 s, with jitter. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * A dedicated client (not a pool connection: a LISTEN belongs to its session, and a pooled one
 * would be handed to queries) that LISTENs on `channel`. Lost (PostgreSQL restarted, the backend
 * terminated, the network cut), it reconnects with backoff and calls `on.reconnected()`.
 */
async function listenPostgres(
  pgMod: typeof pg,
  url: string,
  channel: string,
  on: ListenHandlers,
  log?: Logger,
): Promise<Listening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let delay = LISTEN_RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (closed) return;
    log?.warn({ err }, 'live: LISTEN connection lost, reconnecting');
    retry();
  };
  const connect = async () => {
    const c = new pgMod.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload) on.message(m.payload);
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = LISTEN_RETRY_FIRST_MS;
  };
  const retry = () => {
    if (closed || timer) return;
    const wait = delay + Math.floor(Math.random() * delay * 0.2);
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        if (!closed) on.reconnected();
      } catch (err) {
        log?.warn({ err }, 'live: LISTEN reconnect failed');
        retry();
      }
    }, wait);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    // The database is down at start: the streams still open, and catch up once it is back.
    log?.warn({ err }, 'live: LISTEN failed, retrying');
    retry();
  }
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database: PGlite on a worker thread of its own (decision 057), so that HTTP never
 * waits on it. `dataDir`: where it lives (none: in memory); `loadDataDir`: a dump to start from.
 */
export async function openPglite(
  dataDir: string | undefined,
  opts: { loadDataDir?: Blob } = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  const { drizzle, PgliteSession } = await import('drizzle-orm/pglite');
  (await import('./row-mapping.js')).patchRowMapping(PgliteSession.prototype);
  const { PgliteThread } = await import('./pglite-thread.js');
  const thread = await PgliteThread.start({ dataDir, loadDataDir: opts.loadDataDir });
  // Drizzle's pglite driver calls only query() and transaction(), which the thread answers alike.
  const db: Db = drizzle(thread as unknown as PGlite, { schema });
  // PGlite's one client hears its own NOTIFYs (at commit), and never loses them.
  const listen = async (channel: string, on: ListenHandlers): Promise<Listening> => {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    const unlisten = await thread.listen(channel, (payload) => on.message(payload));
    return { close: () => (thread.closed ? Promise.resolve() : unlisten()) };
  };
  return { db, kind: 'pglite', listen, dump: () => thread.dumpDataDir(), close: () => thread.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Several app instances may start at once: one migrates while the others wait on the advisory
  // lock, held on one dedicated connection (a session lock belongs to its connection).
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock(724611)');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock(724611)').catch(() => {});
    lockClient.release();
  }
}

/**
 * Two processes on one PGlite directory corrupt it: hold a lock file with our pid and refuse
 * to start while another live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pglite.lock');
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `O banco embutido em ${dir} já está em uso pelo processo ${pid}. Pare a outra instância ou use outro DATA_DIR.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Raw SQL for both drivers: each answers with `{ rows }`. `Db` is their common type, whose raw
 * result is `unknown`, hence the one cast here (and `T`, the caller's word for the row's shape).
 */
/**
 * PostgreSQL's answers for two transactions that collided: a deadlock (40P01) or a serialization
 * failure (40001). Neither is the request's fault; the whole transaction can simply run again.
 * Drizzle wraps the driver's error in `cause`: look down the chain.
 */
export function isRetryableConflict(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '40P01' || e.code === '40001') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `work` (one whole transaction) and, if it lost a deadlock or a serialization check, once
 * more. A second loss is thrown: the errors plugin answers it 503 (messages.busy), never 500.
 */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    return work();
  }
}

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as { rows: T[] };
  return res.rows;
}

/**
 * Runs `job` unless another instance is running it (PostgreSQL: a session advisory lock on
 * `key`, tried without waiting, on one dedicated connection). PGlite is one process: it just runs.
 * Returns null when skipped.
 */
export async function runOnce<T>(database: Database, key: number, job: () => Promise<T>): Promise<T | null> {
  if (database.kind !== 'postgres') return job();
  const lockClient = await database.pool!.connect();
  try {
    const { rows } = await lockClient.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
    if (!rows[0]?.ok) return null;
    try {
      return await job();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    lockClient.release();
  }
}

/** One round trip (/healthz): throws when the database does not answer. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
