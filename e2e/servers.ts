// The e2e servers (decision 062): one per Playwright worker, each on its own port, PGlite data
// directory and SMTP port, so workers never share data or settings. playwright.config.ts starts
// them; e2e/fixtures.ts points each worker's pages at its own (testInfo.parallelIndex).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Worker 0's server: 5199 unless E2E_PORT says another. Worker i's is two ports further each. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 5199);

/**
 * One worker by default. E2E_WORKERS=2 runs two files at once, each on its own server: 1,353 s
 * against ~1,800 s here on a quiet day, but on a slow one pages took 5–7 s and a test ran out of
 * its time on its retry (decision 062), so not yet the default.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

export interface E2eServer {
  port: number;
  /** Where this server sends mail: e2e/mail.spec.ts runs a local SMTP server there. */
  smtpPort: number;
  baseURL: string;
  dataDir: string;
}

/** The server of the worker at this parallel index (0 … E2E_WORKERS − 1). */
export function e2eServer(index: number): E2eServer {
  const port = FIRST_PORT + 2 * index;
  return {
    port,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? FIRST_PORT + 1) + 2 * index,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: join(tmpdir(), `comunidade-e2e-${port}`),
  };
}
