/**
 * `npm run bench -- mixed [--duration=30] [--connections=200]` (PostgreSQL): the marketplace and inbox
 * seeds in one database, then every connection cycles through browse, search, inbox and item page
 * at once — the traffic of many riders rather than one endpoint at a time. Bar: 0 errors and 0 non-2xx;
 * p99 printed.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { inboxCase } from './cases/inbox.js';
import { marketplaceCase } from './cases/marketplace.js';
import { freshPostgres } from './lib/database.js';
import { startApp } from './lib/server.js';

export async function runMixed(
  pgUrl: string,
  o: { connections: number; durationSec: number; warmupSec: number },
): Promise<boolean> {
  const log = (line: string) => console.log(`  [mixed/postgres] ${line}`);
  console.log('\n━━ mixed on PostgreSQL ━━  browse, search, inbox and item page from every connection at once');
  const bench = await freshPostgres(pgUrl, 'mixed', 10);
  try {
    const market = await marketplaceCase.seed(bench.database, log);
    // The inbox seed picks its members by address and numbers them BN…: keep the sellers apart.
    await bench.database.db.execute(
      sql`update users set email = replace(email, '@bench.local', '@vendedores.bench'), member_number = 'BV' || substr(member_number, 3) where email like 'vendedor%@bench.local'`,
    );
    const inbox = await inboxCase.seed(bench.database, log);
    const server = await startApp(bench.database);
    try {
      const inboxCookie = `sid=${server.app.signCookie(inbox.sessionId)}`;
      const requests = [
        { path: '/api/marketplace' },
        { path: '/api/marketplace?q=bicicleta' },
        { path: '/api/messages?box=received', headers: { cookie: inboxCookie } },
        { path: `/api/marketplace/${market.itemId}` },
      ];
      for (const r of requests) {
        const res = await fetch(server.baseUrl + r.path, { headers: r.headers ?? {} });
        if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}`);
      }
      log(
        `load: ${o.connections} connections, ${o.durationSec} s, each cycling ${requests.map((r) => r.path).join(', ')}`,
      );
      const opts = { url: server.baseUrl, connections: o.connections, requests, workers: 1 };
      if (o.warmupSec > 0) await autocannon({ ...opts, duration: o.warmupSec });
      const r = await autocannon({ ...opts, duration: o.durationSec });
      const errors = r.errors + r.timeouts;
      const ok = errors === 0 && r.non2xx === 0;
      console.log(
        `mixed: ${r.requests.total.toLocaleString('en')} requests (${Math.round(r.requests.average)} req/s), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `${errors} errors, ${r.non2xx} non-2xx — ${ok ? 'PASS' : 'FAIL'}`,
      );
      return ok;
    } finally {
      await server.close();
    }
  } finally {
    await bench.dispose();
  }
}
