import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client.js';
import { DB_DOWN_MESSAGE } from '../plugins/errors.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { openTestDatabase } from '../test/db.js';
import { withDatabase } from '../test/provided.js';

// Issue 14, hole 7 (PostgreSQL only): the app reaches its database through a TCP proxy this test
// cuts, as a network failure or a database restart would. API calls must answer 503 with a pt-BR
// message and Retry-After, never a 500, and recover once the database answers again.

let proxy: Server;
let sockets = new Set<Socket>();
let port = 0;
let open = true;
let t: TestApp;
let base: Awaited<ReturnType<typeof openTestDatabase>>;

function startProxy(target: { host: string; port: number }) {
  proxy = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = new NetSocket();
    upstream.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise<void>((done) =>
    proxy.listen(0, '127.0.0.1', () => {
      port = (proxy.address() as { port: number }).port;
      done();
    }),
  );
}

beforeAll(async () => {
  base = await openTestDatabase();
  const name = ((await base.pool!.query('select current_database() as name')).rows[0] as { name: string }).name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const viaProxy = await openPostgres(withDatabase(url.toString(), name), 3);
  t = await createTestApp({ database: viaProxy });
});
afterAll(async () => {
  await t.close();
  await t.database.close();
  proxy.close();
  await base.close();
});

describe('the database cannot be reached', () => {
  it('answers 503 with Retry-After and a pt-BR message, then serves again when it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/marketplace' })).statusCode).toBe(200);

    open = false;
    for (const s of sockets) s.destroy();
    sockets = new Set();
    for (const url of ['/api/marketplace', '/api/events', '/api/stats', '/api/account-rentals']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'sid=s%3Aqualquer.coisa' } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: DB_DOWN_MESSAGE });
    }

    open = true;
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await t.app.inject({ method: 'GET', url: '/api/marketplace' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
