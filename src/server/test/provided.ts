/** What the global setup hands to every test file (vitest provide/inject). */
export interface TestDbInfo {
  kind: 'pglite' | 'postgres';
  /** pglite: a migrated data directory dumped as an uncompressed tar. */
  pgliteTemplateFile?: string;
  /** postgres: admin connection URL (TEST_DATABASE_URL) and the migrated template database. */
  postgresUrl?: string;
  postgresTemplate?: string;
  /** Prefix of every database this run creates (so a later run can clean up after a crash). */
  postgresPrefix?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** The same PostgreSQL URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
