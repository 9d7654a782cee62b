import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { appWithEnv, createTestApp, registerBody, type TestApp } from '../test/app.js';

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
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
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
