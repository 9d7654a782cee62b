import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { buildApp } from './app.js';
import { defaultVapidSubject, loadConfig } from './config.js';
import { type Database, lockDataDir, migrateDatabase, openPglite, openPostgres } from './db/client.js';
import { seedDemoContent } from './seed/demo-content.js';
import {
  DEMO_PASSWORD,
  demoAccountsPresent,
  demoLoginsPresent,
  ensureConfiguredAdmin,
  ensureDefaults,
  seedDemo,
} from './seed/seed.js';
import { readyBanner, startOutput } from './start-output.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

async function main() {
  const config = loadConfig();
  const out = startOutput(config);
  mkdirSync(resolve(config.dataDir), { recursive: true });
  if (!config.sessionSecret) {
    // Development only (production refuses to start without SESSION_SECRET): keep a generated
    // secret beside the data so sessions survive restarts.
    const file = join(resolve(config.dataDir), '.session-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    config.sessionSecret = readFileSync(file, 'utf8').trim();
  }
  if (!config.push.vapid) {
    // Likewise the web push keys (production requires VAPID_*): browsers subscribed with this public
    // key keep working across restarts.
    const file = join(resolve(config.dataDir), '.vapid-keys.json');
    if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    config.push.vapid = { ...keys, subject: defaultVapidSubject(config.publicUrl) };
  }

  let unlock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    out.step('Conectando ao PostgreSQL');
    database = await openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    unlock = lockDataDir(config.dataDir);
    const dir = join(resolve(config.dataDir), 'pglite');
    out.step(existsSync(dir) ? `Abrindo o banco de dados em ${dir}` : `Criando o banco de dados em ${dir}`);
    database = await openPglite(dir);
  }
  out.step('Atualizando as tabelas do banco (migrações)');
  await migrateDatabase(database);
  const app = await buildApp(config, { database });
  // Seeding goes through the app's services (decision 009), before the app listens.
  await ensureDefaults(app);
  let seeded: string[] = [];
  if (config.seedDemo && (await app.services.users.count()) === 0) {
    out.step('Adicionando as contas de demonstração');
    seeded = await seedDemo(app);
  }
  const adminLine = await ensureConfiguredAdmin(app, config);
  if (seeded.length && config.seedDemo === 'all') {
    out.step('Adicionando o conteúdo de demonstração (anúncios com fotos, eventos, mensagens, mapa)');
    await seedDemoContent(app);
  }
  if (!config.hostExplicit && !LOOPBACK.has(config.host) && (await demoAccountsPresent(app))) {
    await app.close();
    await database.close();
    unlock();
    throw new Error(
      [
        `Recusado: este banco tem contas de demonstração (senha ${DEMO_PASSWORD}, impressa no terminal) e o servidor escutaria em ${config.host}, acessível por qualquer um na rede.`,
        'Defina HOST explicitamente para escolher: HOST=127.0.0.1 (só este computador) ou HOST=0.0.0.0 (aceitando o risco),',
        'ou use um banco sem contas de demonstração (SEED_DEMO=false num banco novo).',
      ].join('\n'),
    );
  }
  await app.listen({ host: config.host, port: config.port });

  if (!out.quiet) {
    // Printed last, once the app answers: the address to open and the logins (decision 029).
    const demoLines = seeded.length ? seeded : config.seedDemo ? await demoLoginsPresent(app) : [];
    const where = database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL';
    console.log(readyBanner({ config, database: where, elapsed: out.elapsed(), demoLines, adminLine }));
  } else if (adminLine) app.log.info(adminLine);

  // Graceful shutdown (issue 14, hole 6): drain first — /healthz 503 so the load balancer stops
  // sending, answers keep coming with Connection: close — then close idle keep-alive connections,
  // stop accepting, let in-flight requests finish, and close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'draining, then shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 15_000);
    force.unref();
    try {
      app.drain.begin();
      await new Promise((r) => setTimeout(r, config.shutdownDrainSeconds * 1000));
      app.server.closeIdleConnections();
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
