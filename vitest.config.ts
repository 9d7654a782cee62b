import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * Test files that use a database. They run on PGlite always, and a second time on PostgreSQL
 * when TEST_DATABASE_URL is set (the architecture guide: whatever passes on one must pass on the other).
 */
const DB_TESTS = [
  'src/server/**/*.routes.test.ts',
  'src/server/**/*.repository.test.ts',
  'src/server/**/*.db.test.ts',
  'src/server/plugins/*.test.ts',
  'src/server/pages/*.test.ts',
  'src/server/seed/*.test.ts',
];
/** PostgreSQL-only tests (a second server, a proxy to cut): in the postgres project only. */
const PG_ONLY_TESTS = 'src/**/*.pg.test.ts';

const shared = {
  environment: 'node' as const,
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/setup.ts'],
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // argon2 hashing and database start-up need more than the 5 s defaults.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // One test file per core (decision 059). Vitest's default, one fewer than the cores, is a single
    // file at a time on CI's two cores while the other core mostly waits: files spend their time
    // importing the app and on their database (PGlite's worker thread, or PostgreSQL). Each file has
    // a database of its own, so files never share data. Two workers: 1,227 s → 845 s for both projects.
    maxWorkers: Math.max(2, availableParallelism()),
    // Files share their worker's imported modules (decision 063): importing the app again for each of
    // the ~300 files was half of the suite's time (605 s of import in 1,230 s). Every file still builds
    // its own app on its own database. A file that needs a module fresh (a vi.mock, state a module reads
    // once) calls vi.resetModules() and imports it itself (auth-limits, api.test.ts, messages-page).
    isolate: false,
    projects: [
      {
        extends: true,
        // Every test; the database ones on PGlite (the embedded default).
        test: { ...shared, name: 'pglite', include: ['src/**/*.test.{ts,tsx}'], exclude: [PG_ONLY_TESTS], env: { TEST_DB: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                ...shared,
                name: 'postgres',
                include: [...DB_TESTS, PG_ONLY_TESTS],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            } satisfies TestProjectConfiguration,
          ]
        : []),
    ],
  },
});
