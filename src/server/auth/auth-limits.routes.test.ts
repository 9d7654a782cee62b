import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authMessages } from '../../contract/auth.js';
import { messages } from '../../contract/common.js';
import { queryRows } from '../db/client.js';
import { createTestApp, injectWithLogin, registerBody, registerUser, type TestApp, uniqueEmail } from '../test/app.js';
import { users } from '../db/schema.js';

// One database for the file; each test builds an app with its own small limits on it and uses
// its own emails and IP addresses, so the counters of one test never touch another.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(async () => {
  await base.close();
});

async function withLimits(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ database: base.database, env });
  onTestFinished(() => t.close());
  return t;
}

function expectTooMany(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ message: messages.tooManyRequests });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login rate limits', () => {
  it('blocks an account after N failed logins, even with the right password, from any IP', async () => {
    const t = await withLimits({ LOGIN_MAX_FAILS_PER_ACCOUNT: '3', LOGIN_WINDOW_MINUTES: '15' });
    const { email, password } = await registerUser(t.app);
    const attempt = (pw: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) {
      const res = await attempt('senha-errada', `10.1.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await attempt(password, '10.1.0.50'), 15 * 60);
    expectTooMany(await attempt('senha-errada', '10.1.0.51'), 15 * 60);
    // Another account is not affected.
    const other = await registerUser(t.app);
    expect((await injectWithLogin(t.app, other.email, other.password)).startsWith('sid=')).toBe(true);
  });

  it('a successful login clears the account counter', async () => {
    const t = await withLimits({ LOGIN_MAX_FAILS_PER_ACCOUNT: '3' });
    const { email, password } = await registerUser(t.app);
    const attempt = (pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pw }, remoteAddress: '10.2.0.1' });
    for (const pw of ['errada-1', 'errada-2', password, 'errada-3', 'errada-4', password]) {
      expect((await attempt(pw)).statusCode).toBe(pw === password ? 200 : 401);
    }
  });

  it('blocks an IP after N failed logins across accounts; other IPs still sign in', async () => {
    const t = await withLimits({ LOGIN_MAX_FAILS_PER_IP: '3', LOGIN_WINDOW_MINUTES: '10' });
    const { email, password } = await registerUser(t.app);
    const from = (ip: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });
    for (let i = 0; i < 3; i++) {
      const res = await from('10.3.0.9', { email: uniqueEmail('desconhecido'), password: 'qualquer1' });
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await from('10.3.0.9', { email, password }), 10 * 60);
    expect((await from('10.3.0.10', { email, password })).statusCode).toBe(200);
  });
});

describe('registration rate limit', () => {
  it('allows N registrations per IP, then 429; another IP may still register', async () => {
    const t = await withLimits({ REGISTER_MAX_PER_IP: '2', REGISTER_WINDOW_MINUTES: '60' });
    const from = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: registerBody(), remoteAddress: ip });
    expect((await from('10.4.0.1')).statusCode).toBe(201);
    expect((await from('10.4.0.1')).statusCode).toBe(201);
    const blocked = registerBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: blocked, remoteAddress: '10.4.0.1' });
    expectTooMany(res, 60 * 60);
    const [row] = await t.db.select().from(users).where(eq(users.email, blocked.email));
    expect(row).toBeUndefined();
    expect((await from('10.4.0.2')).statusCode).toBe(201);
  });
});

describe('deactivated account', () => {
  it('loses its sessions at once and cannot sign in again (403 with the inactive message)', async () => {
    const t = base;
    const { email, password, user } = await registerUser(t.app);
    const cookie = await injectWithLogin(t.app, email, password);
    const second = await injectWithLogin(t.app, email, password);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where sess->>'userId' = ${String(user.id)}`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: second } })).statusCode).toBe(401);

    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: authMessages.inactiveAccount });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
