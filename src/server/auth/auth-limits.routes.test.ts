import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../contract/auth.js';
import { messages } from '../../contract/common.js';
import { queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import type { TestApp } from '../test/app.js';

// argon2's own verify, counted: an answer that paid for a password check called it once.
const argon2 = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifies++;
      return real.verify(...args);
    },
  };
});

// The app is imported afresh, after the mock above: test files share their worker's modules
// (decision 063), and another file may have imported the password module with the real argon2.
type Kit = typeof import('../test/app.js');
let appWithEnv: Kit['appWithEnv'];
let injectWithLogin: Kit['injectWithLogin'];
let registerBody: Kit['registerBody'];
let registerUser: Kit['registerUser'];
let uniqueEmail: Kit['uniqueEmail'];

// One database for the file; each test builds an app with its own small limits on it and uses
// its own emails and IP addresses, so the counters of one test never touch another.
let base: TestApp;
beforeAll(async () => {
  vi.resetModules();
  const kit: Kit = await import('../test/app.js');
  ({ appWithEnv, injectWithLogin, registerBody, registerUser, uniqueEmail } = kit);
  base = await kit.createTestApp();
});
afterAll(async () => {
  await base.close();
});

const withLimits = (env: Record<string, string>) => appWithEnv(base, env);

function expectTooMany(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ message: messages.tooManyRequests });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('login rate limits', () => {
  it('blocks an account after N failed logins from the IPs that failed; an IP with no failure gets a slower path, a few times only', async () => {
    const t = await withLimits({
      LOGIN_MAX_FAILS_PER_ACCOUNT: '3',
      LOGIN_WINDOW_MINUTES: '15',
      LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: '2',
      LOGIN_CLEAN_IP_DELAY_MS: '300',
    });
    const { email, password } = await registerUser(t.app);
    const attempt = (pw: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await attempt('senha-errada', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    // The IPs that failed are refused, even with the right password.
    expectTooMany(await attempt(password, '10.1.0.1'), 15 * 60);
    // The owner from an IP with no failure: checked, after the delay.
    let started = Date.now();
    expect((await attempt('outra-errada', '10.1.0.50')).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    started = Date.now();
    expect((await attempt(password, '10.1.0.51')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // That success cleared the counters. Locked again, the clean-IP allowance (2) runs out too.
    for (let i = 0; i < 3; i++) expect((await attempt('senha-errada', `10.1.1.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt('senha-errada', '10.1.1.50')).statusCode).toBe(401);
    expect((await attempt('senha-errada', '10.1.1.51')).statusCode).toBe(401);
    expectTooMany(await attempt(password, '10.1.1.52'), 15 * 60);
    // Another account is not affected.
    const other = await registerUser(t.app);
    expect((await injectWithLogin(t.app, other.email, other.password)).startsWith('sid=')).toBe(true);
  });

  it('holds under a burst: 400 parallel wrong passwords for one account check at most the limit', async () => {
    const t = await withLimits({
      LOGIN_MAX_FAILS_PER_ACCOUNT: '10',
      LOGIN_MAX_FAILS_PER_IP: '100000',
      LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: '3',
    });
    const { email } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 400 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'chute-errado' },
          remoteAddress: '10.5.0.1',
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    console.log(
      `login burst, one account, one IP: 400 tried, ${checked} passwords checked, ${answers.filter((r) => r.statusCode === 429).length} refused (limit 10)`,
    );
    expect(checked).toBe(10);
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
  });

  it('holds under a burst from many IPs: at most the account limit plus the clean-IP tries are checked', async () => {
    const t = await withLimits({ LOGIN_MAX_FAILS_PER_ACCOUNT: '10', LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: '3' });
    const { email, password } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: i === 59 ? password : 'chute-errado' },
          remoteAddress: `10.6.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode !== 429).length;
    console.log(`login burst, one account, 60 IPs: ${checked} passwords checked (limit 10 + 3 clean-IP tries)`);
    expect(checked).toBeLessThanOrEqual(13);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('holds under a burst per IP: 200 parallel tries on different emails check at most the IP limit', async () => {
    const t = await withLimits({ LOGIN_MAX_FAILS_PER_IP: '20' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: uniqueEmail('rajada'), password: 'qualquer1' },
          remoteAddress: '10.7.0.1',
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    console.log(`login burst, one IP: 200 tried, ${checked} checked (limit 20)`);
    expect(checked).toBe(20);
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: blocked,
      remoteAddress: '10.4.0.1',
    });
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
  it('answers a wrong password exactly as for an active or unknown account; says deactivated only after the right one', async () => {
    const t = base;
    const active = await registerUser(t.app);
    const off = await registerUser(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.user.id));
    let n = 0;
    const login = async (email: string, password: string) => {
      const before = argon2.verifies;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: `10.37.7.${++n}`,
      });
      return { res, verifies: argon2.verifies - before };
    };
    const wrong = 'senha-errada-123';
    const answers = {
      offWrong: await login(off.email, wrong),
      activeWrong: await login(active.email, wrong),
      unknown: await login(uniqueEmail('ninguem'), wrong),
    };
    for (const [name, { res }] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(401);
      expect(res.body, name).toBe(JSON.stringify({ message: authMessages.invalidCredentials }));
      expect(res.headers['set-cookie'], name).toBeUndefined();
    }
    const right = await login(off.email, off.password);
    expect(right.res.statusCode).toBe(403);
    expect(right.res.json()).toEqual({ message: authMessages.inactiveAccount });
    expect(right.res.headers['set-cookie']).toBeUndefined();
    // Every answer paid for one password check (the same time): none is answered from the account
    // row alone. Counted, not timed: timings on a busy machine varied 5-fold between two checks.
    for (const [name, a] of Object.entries({ ...answers, right })) expect(a.verifies, name).toBe(1);
  });
});
