import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../contract/auth.js';
import type { CurrentUser } from '../../contract/users.js';
import { queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  createTestApp,
  injectWithLogin,
  registerBody,
  registerUser,
  sessionCookieOf,
  type TestApp,
  uniqueEmail,
} from '../test/app.js';
import { expectNoSecrets, plantStripeIds } from '../test/secrets.js';
import { sessions } from './auth.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });
const getUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

/** The session id inside a signed `sid=…` cookie (value before the signature). */
function sidOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice('sid='.length));
  return value.slice(0, value.lastIndexOf('.'));
}
async function sessionRowExists(sid: string): Promise<boolean> {
  const rows = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
  return rows.length === 1;
}
async function userCountByEmail(email: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from users where lower(email) = lower(${email})`,
  );
  return Number(rows[0]!.n);
}

describe('POST /api/register', () => {
  it.each([
    ['firstName with 1 character', { firstName: 'J' }, authMessages.firstNameMin],
    ['firstName of spaces', { firstName: '   ' }, authMessages.firstNameMin],
    ['lastName with 1 character', { lastName: 'S' }, authMessages.lastNameMin],
    ['an invalid email', { email: 'nao-e-um-email' }, 'Email inválido'],
    ['a missing email', { email: undefined }, 'Email é obrigatório'],
    ['a phone with 9 digits', { phone: '083 123 456' }, authMessages.phoneMin],
    ['a phone with letters', { phone: '08312345678abc' }, authMessages.phoneMin],
    ['a password of 5 characters', { password: '12345' }, 'Senha deve ter pelo menos 6 caracteres'],
  ])('refuses %s with its message and creates nobody', async (_case, change, message) => {
    const body = { ...registerBody(), ...change };
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    if (typeof body.email === 'string' && body.email.includes('@')) expect(await userCountByEmail(body.email)).toBe(0);
  });

  it('names every invalid field, each with its message, the first also as `message`', async () => {
    const body = registerBody({ email: 'nao-e-um-email', password: '12345' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email inválido' },
        { field: 'password', message: 'Senha deve ter pelo menos 6 caracteres' },
      ]),
    );
    expect(json.errors).toHaveLength(2);
    expect(json.message).toBe(json.errors[0].message);
  });

  it('names the query parameter that is wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/marketplace?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'limit', message: expect.any(String) }]);
  });

  it('creates the member: 201 with the user, no password anywhere', async () => {
    const body = registerBody({ email: uniqueEmail('Maria'), firstName: '  Maria ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res);
    const user = res.json<CurrentUser>();
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: 'Maria',
      lastName: 'Silva',
      phone: body.phone,
      whatsapp: body.phone,
      isAdmin: false,
      isSuperAdmin: false,
      subscriptionStatus: 'inactive',
      subscriptionEnd: null,
      profileImageUrl: null,
    });
    expect(user.memberNumber).toMatch(/^CL\d{4,}$/);
    expect(Object.keys(user)).not.toContain('password');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(body.password);
  });

  it('refuses an email already registered, in any letter case, with 409', async () => {
    const { email } = await registerUser(t.app);
    const again = await register(registerBody({ email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Este email já está cadastrado.' });
    const upper = await register(registerBody({ email: email.toUpperCase() }));
    expect(upper.statusCode).toBe(409);
    expect(upper.json()).toMatchObject({ message: 'Este email já está cadastrado.' });
    expect(await userCountByEmail(email)).toBe(1);
  });

  it('ignores privileged fields sent by the client (mass assignment)', async () => {
    const body = registerBody({
      isAdmin: true,
      isSuperAdmin: true,
      memberNumber: 'CL0001',
      subscriptionStatus: 'active',
      subscriptionEnd: '2099-01-01T00:00:00.000Z',
      isActive: false,
      stripeCustomerId: 'cus_attacker',
      id: 1,
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json<CurrentUser>();
    expect(user.isAdmin).toBe(false);
    expect(user.isSuperAdmin).toBe(false);
    expect(user.subscriptionStatus).toBe('inactive');
    expect(user.memberNumber).toMatch(/^CL\d{4,}$/);
    expect(user.memberNumber).not.toBe('CL0001');
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      isAdmin: false,
      isSuperAdmin: false,
      isActive: true,
      subscriptionStatus: 'inactive',
      subscriptionEnd: null,
      stripeCustomerId: null,
      memberNumber: user.memberNumber,
    });
  });

  it('gives unique, increasing member numbers', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { user } = await registerUser(t.app);
      numbers.push(Number(user.memberNumber.slice(2)));
    }
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[1]!).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]!).toBeGreaterThan(numbers[1]!);
  });
});

describe('POST /api/login', () => {
  let email: string;
  let password: string;
  let userId: number;
  beforeAll(async () => {
    ({
      email,
      password,
      user: { id: userId },
    } = await registerUser(t.app));
    await plantStripeIds(t.db, userId);
  });

  it.each([
    ['an invalid email', { email: 'joao@', password: 'qualquer1' }, 'Email inválido'],
    ['an empty email', { email: '', password: 'qualquer1' }, 'Email é obrigatório'],
    ['a missing email', { password: 'qualquer1' }, 'Email é obrigatório'],
    ['a short password', { email: 'joao@teste.local', password: '12345' }, 'Senha deve ter pelo menos 6 caracteres'],
  ])('refuses %s with its message', async (_case, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('answers a wrong password and an unknown email the same way, without a cookie', async () => {
    const wrong = await login({ email, password: 'senha-errada' });
    const unknown = await login({ email: uniqueEmail('ninguem'), password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Email ou senha incorretos' });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('signs in: an httpOnly, SameSite=Lax, signed sid cookie backed by a session row', async () => {
    const res = await login({ email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    expect(res.json<CurrentUser>()).toMatchObject({ id: userId, email });
    const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))!;
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    const cookie = sessionCookieOf(res)!;
    // Signed: "<sid>.<signature>", and the sid alone is the row's key.
    expect(decodeURIComponent(cookie.slice(4))).toMatch(/^[A-Za-z0-9_-]{40,}\.[A-Za-z0-9+/=_-]+$/);
    expect(await sessionRowExists(sidOf(cookie))).toBe(true);

    const me = await getUser(cookie);
    expect(me.statusCode).toBe(200);
    expectNoSecrets(me);
    expect(me.json<CurrentUser>()).toMatchObject({ id: userId, email });
  });

  it('refuses a cookie whose signature does not match, or that is not signed', async () => {
    const cookie = await injectWithLogin(t.app, email, password);
    const sid = sidOf(cookie);
    expect((await getUser(`sid=${sid}`)).statusCode).toBe(401);
    expect((await getUser(`sid=${encodeURIComponent(`${sid}.forgedsignature`)}`)).statusCode).toBe(401);
    expect((await getUser(cookie)).statusCode).toBe(200);
  });

  it('GET /api/user without a session is 401', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Você precisa estar logado.' });
  });

  it('rotates the session: logging in again replaces the old sid, which stops working', async () => {
    const first = await injectWithLogin(t.app, email, password);
    const res = await login({ email, password }, first);
    expect(res.statusCode).toBe(200);
    const second = sessionCookieOf(res)!;
    expect(second).toBeDefined();
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect(await sessionRowExists(sidOf(first))).toBe(false);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('GET /api/login sends the browser to the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('POST /api/logout', () => {
  it('ends the session: row deleted, cookie cleared, old cookie refused', async () => {
    const { email, password } = await registerUser(t.app);
    const cookie = await injectWithLogin(t.app, email, password);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sessão encerrada' });
    const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;/);
    expect(await sessionRowExists(sidOf(cookie))).toBe(false);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sessão encerrada' });
  });
});
