import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { appWithEnv, createTestApp, registerBody, type TestApp } from '../test/app.js';
import { TEST_VAPID } from '../test/vapid.js';

// Issue 14, hole 2: with TRUST_PROXY=true a client forged its IP through the left-most
// X-Forwarded-For and registered 30 times against a per-IP limit of 20.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const appWith = (env: Record<string, string>) => appWithEnv(base, { REGISTER_MAX_PER_IP: '3', ...env });

/** 6 registrations through the proxy at 10.9.0.1 for the real client `client`, each forging another IP in front. */
async function forgedBurst(t: TestApp, client: string) {
  const codes = [];
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registerBody(),
      remoteAddress: '10.9.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${client}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('with a hop count, the client is the address the proxy saw: forging the left-most entry does not pass the per-IP limit', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    expect(await forgedBurst(t, '198.51.100.7')).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it("with the proxy's address or range, the same", async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await forgedBurst(t, '198.51.100.8')).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it("is refused as 'true' in production, with the reason, and checked for typos", () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...TEST_VAPID };
    expect(() => loadConfig({ ...prod, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' is refused in production: .*forge its IP.*TRUST_PROXY=1/,
    );
    expect(() => loadConfig({ ...prod, TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: expects a hop count/);
    expect(loadConfig({ ...prod, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...prod, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(loadConfig({ ...prod }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true); // development: allowed
  });
});

// Issue 37: with TRUST_PROXY=1 every client was the load balancer's IP (Fastify reads a bare number
// as "trust nobody"), so one client's burst closed registration and sign-in to everyone. Bursts from
// one address cannot see it; these send two clients through the same trusted hop and expect each
// to get its own counter, for every documented form of the setting.
const PROXY = '10.9.0.1';
const register = (t: TestApp, xff: string | undefined, remoteAddress = PROXY) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/register',
      payload: registerBody(),
      remoteAddress,
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    })
    .then((r) => r.statusCode);

/** Limit 3: client A registers 4 times (the 4th refused), then client B must still get through. */
async function twoClients(t: TestApp, a: string, b: string) {
  const first = [];
  for (let i = 0; i < 4; i++) first.push(await register(t, a));
  return { a: first, b: [await register(t, b), await register(t, b)] };
}

describe('TRUST_PROXY: one counter per client behind the proxy', () => {
  it('a hop count (1): clients behind the load balancer are told apart by the entry it appended', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    const counts = await twoClients(t, '203.0.113.1, 198.51.100.21', '198.51.100.22');
    expect(counts).toEqual({ a: [201, 201, 201, 429], b: [201, 201] });
  });

  it('a hop count (2): two proxies, the client is the entry before the second', async () => {
    const t = await appWith({ TRUST_PROXY: '2' });
    const counts = await twoClients(t, '203.0.113.9, 198.51.100.31, 10.9.0.2', '198.51.100.32, 10.9.0.2');
    expect(counts).toEqual({ a: [201, 201, 201, 429], b: [201, 201] });
  });

  it("the proxies' addresses and ranges (10.0.0.0/8,192.168.1.7)", async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8,192.168.1.7' });
    const counts = await twoClients(t, '198.51.100.41', '198.51.100.42, 192.168.1.7');
    expect(counts).toEqual({ a: [201, 201, 201, 429], b: [201, 201] });
    // A peer outside the list is the client itself, whatever it writes in X-Forwarded-For.
    const direct = [];
    for (let i = 0; i < 4; i++) direct.push(await register(t, `198.51.100.${50 + i}`, '198.51.100.49'));
    expect(direct).toEqual([201, 201, 201, 429]);
  });

  it("'true' (development only): the left-most entry is the client", async () => {
    const t = await appWith({ TRUST_PROXY: 'true' });
    const counts = await twoClients(t, '198.51.100.61, 10.9.0.3', '198.51.100.62, 10.9.0.3');
    expect(counts).toEqual({ a: [201, 201, 201, 429], b: [201, 201] });
  });

  it("'false' (the default): X-Forwarded-For is ignored, the client is the connection's address", async () => {
    const t = await appWith({ TRUST_PROXY: 'false' });
    const shared = [];
    for (const xff of ['198.51.100.71', '198.51.100.72', '198.51.100.73', '198.51.100.74'])
      shared.push(await register(t, xff, '10.9.0.70'));
    expect(shared).toEqual([201, 201, 201, 429]);
    expect(await register(t, undefined, '10.9.0.71')).toBe(201);
  });

  it('sign-in failures from one client behind a hop count do not block another client (LOGIN_MAX_FAILS_PER_IP)', async () => {
    const t = await appWith({ TRUST_PROXY: '1', LOGIN_MAX_FAILS_PER_IP: '3' });
    const login = (client: string, i: number) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `ninguem.${client}.${i}@teste.local`, password: 'senha-errada' },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': client },
        })
        .then((r) => r.statusCode);
    const a = [];
    for (let i = 0; i < 5; i++) a.push(await login('198.51.100.81', i));
    expect(a.slice(0, 3)).toEqual([401, 401, 401]);
    expect(a.slice(3)).toEqual([429, 429]);
    expect(await login('198.51.100.82', 0)).toBe(401);
  });
});
