import pg from 'pg';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../src/server/db/client.js';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the bench database. */
  dispose(): Promise<void>;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The PostgreSQL server URL to use: BENCH_DATABASE_URL, else the default one if it answers; null when none. */
export async function findPostgres(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (err) {
    if (process.env.BENCH_DATABASE_URL)
      throw new Error(`BENCH_DATABASE_URL does not answer: ${(err as Error).message}`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database a case seeds: `bench_<case>`, or `<BENCH_DB_PREFIX>_<case>` so that two people (or two
 * checkouts) benching on one server at once do not drop each other's databases.
 */
export function benchDatabaseName(caseName: string): string {
  const prefix = (process.env.BENCH_DB_PREFIX ?? 'bench').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `${prefix}_${caseName.replace(/[^a-z0-9_]/g, '_')}`;
}

/** A fresh, migrated database `benchDatabaseName(name)` on the server of `url`, dropped by dispose(). */
export async function freshPostgres(url: string, name: string, poolSize: number): Promise<BenchDatabase> {
  const db = benchDatabaseName(name);
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${db} with (force)`);
    await c.query(`create database ${db}`);
  });
  const database = await openPostgres(withDatabase(url, db), poolSize);
  const dispose = async () => {
    await database.close().catch(() => {});
    await admin(url, (c) => c.query(`drop database if exists ${db} with (force)`));
  };
  try {
    await migrateDatabase(database);
  } catch (err) {
    await dispose();
    throw err;
  }
  return { kind: 'postgres', database, dispose };
}

/** A fresh in-memory PGlite, migrated. */
export async function freshPglite(): Promise<BenchDatabase> {
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  return { kind: 'pglite', database, dispose: () => database.close() };
}
