// The app alone in a process (app-process.ts forks this): PostgreSQL, startApp's configuration.
import { openPostgres } from '../../src/server/db/client.js';
import { startApp } from './server.js';

const database = await openPostgres(process.env.BENCH_APP_DATABASE_URL!, Number(process.env.BENCH_APP_POOL ?? 10));
const running = await startApp(database, JSON.parse(process.env.BENCH_APP_ENV ?? '{}') as Record<string, string>);
process.send!({ port: Number(new URL(running.baseUrl).port) });
process.on('message', async (m: { stop?: boolean }) => {
  if (!m.stop) return;
  await running.close();
  await database.close();
  process.exit(0);
});
