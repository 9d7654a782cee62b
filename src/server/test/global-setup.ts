import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite, openPostgres } from '../db/client.js';
import { type TestDbInfo, withDatabase } from './provided.js';

/**
 * Runs once per Vitest project, before its test files. A fresh PGlite takes ~4 s to initialise
 * and migrate, so we do it once and each test file starts from the dump (well under 1 s).
 * On PostgreSQL the equivalent is a migrated template database that each file copies.
 */
export default async function setup(project: TestProject) {
  const runId = `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project, runId);
  return setupPglite(project, runId);
}

async function setupPglite(project: TestProject, runId: string) {
  const database = await openPglite(undefined);
  let file: string;
  try {
    await migrateDatabase(database);
    const dump = await database.dump();
    file = join(tmpdir(), `app-test-pglite-${runId}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDb', { kind: 'pglite', pgliteTemplateFile: file } satisfies TestDbInfo);
  return async () => {
    await rm(file, { force: true });
  };
}

/** Databases this harness made more than this long ago belong to a crashed run: drop them. */
const STALE_SECONDS = 3600;

async function setupPostgres(project: TestProject, runId: string) {
  const url = project.config.env?.TEST_DATABASE_URL;
  if (!url) throw new Error('the postgres test project needs TEST_DATABASE_URL');
  // Per-run names: two runs at once (a developer and CI on one machine) never share a template.
  const prefix = `app_test_${runId}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropStale(admin);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(url, template), 2);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('testDb', {
    kind: 'postgres',
    postgresUrl: url,
    postgresTemplate: template,
    postgresPrefix: prefix,
  } satisfies TestDbInfo);

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}

async function dropStale(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    String.raw`select datname from pg_database where datname ~ '^app_test_\d+_[0-9a-f]+_'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const started = Number(datname.split('_')[2]);
    if (now - started > STALE_SECONDS) await admin.query(`drop database if exists ${datname} with (force)`);
  }
}
