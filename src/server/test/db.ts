import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.js';
import { type TestDbInfo, withDatabase } from './provided.js';

/** Which database this test file runs on: the vitest project decides (TEST_DB). */
export const testDbKind = (): TestDbInfo['kind'] => inject('testDb').kind;

let pgliteTemplate: Blob | undefined;

/**
 * A migrated, empty database of its own for the caller: PGlite loaded from the run's dump, or a
 * PostgreSQL database copied from the run's template. close() removes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.kind === 'postgres') return openPostgresCopy(info);
  pgliteTemplate ??= new Blob([await readFile(info.pgliteTemplateFile!)]);
  return openPglite(undefined, { loadDataDir: pgliteTemplate });
}

async function openPostgresCopy(info: TestDbInfo): Promise<Database> {
  const url = info.postgresUrl!;
  const name = `${info.postgresPrefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, async (c) => {
    // CREATE DATABASE … TEMPLATE fails while another session uses the template; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${info.postgresTemplate}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  });
  const database = await openPostgres(withDatabase(url, name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      // WITH (FORCE) terminates any connection still open (PostgreSQL 13+).
      await adminQuery(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function adminQuery<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
