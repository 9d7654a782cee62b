import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { ensureDefaults } from '../../src/server/seed/seed.js';

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app in this process, listening on an ephemeral port, logging nothing. */
export async function startApp(database: Database, env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
    // Production requires web push keys; the benchmarks send no pushes.
    ...Object.fromEntries(
      Object.entries(webpush.generateVAPIDKeys()).map(([k, v]) => [
        k === 'publicKey' ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY',
        v,
      ]),
    ),
    VAPID_SUBJECT: 'mailto:bench@comunidade.invalid',
    // Production requires SMTP while the mail features are on, and two-factor for staff; the benchmarks send no mail and sign no one in with a code.
    MAIL_FEATURES: 'off',
    STAFF_2FA_REQUIRED: 'false',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const app = await buildApp(config, { database });
  await ensureDefaults(app);
  // BENCH_PORT: a fixed port on a shared machine; an ephemeral one otherwise.
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
