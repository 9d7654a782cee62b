import pg from 'pg';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../src/server/db/client.js';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the bench database. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
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

/** A fresh, migrated database `bench_<name>` on the server of `url`, dropped by dispose(). */
export async function freshPostgres(url: string, name: string, poolSize: number): Promise<BenchDatabase> {
  const db = `bench_${name.replace(/[^a-z0-9_]/g, '_')}`;
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
