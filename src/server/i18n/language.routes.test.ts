import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import type { CurrentUser } from '../../contract/users.js';
import { createMember, createTestApp, injectWithLogin, registerBody, type TestApp } from '../test/app.js';
import { users } from '../users/users.tables.js';
import { translate } from './translate.js';

// Issue 36, decision 058: the language of a request (cookie, then the member's, then
// Accept-Language), the page of that language, the member's choice kept on the account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    web: {
      'index.en.html': '<!doctype html><html lang="en"><head><!--page-meta--></head><body>EN</body></html>',
      'index.es.html': '<!doctype html><html lang="es"><head><!--page-meta--></head><body>ES</body></html>',
      'sw.pt-BR.js': '// pt-BR worker',
      'sw.en.js': '// en worker',
      'sw.es.js': '// es worker',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
const setCookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

describe('the language of an answer', () => {
  const pt = messages.unauthenticated;
  const en = translate('en', pt);
  const es = translate('es', pt);

  it('the catalogues have the text in English and Spanish', () => {
    expect(en).not.toBe(pt);
    expect(es).not.toBe(pt);
    expect(es).not.toBe(en);
  });

  it('pt-BR by default, Accept-Language when it asks for one of the three, the cookie above both', async () => {
    expect((await me({})).json()).toEqual({ message: pt });
    expect((await me({ 'accept-language': 'de-DE,de;q=0.9' })).json()).toEqual({ message: pt });
    expect((await me({ 'accept-language': 'es-BO,es;q=0.9,en;q=0.8' })).json()).toEqual({ message: es });
    expect((await me({ 'accept-language': 'fr;q=1, en-IE;q=0.7, es;q=0.5' })).json()).toEqual({ message: en });
    expect((await me({ 'accept-language': 'es', cookie: 'lang=en' })).json()).toEqual({ message: en });
    expect((await me({ 'accept-language': 'es', cookie: 'lang=xx' })).json()).toEqual({ message: es });
  });

  it.each(['en', 'es'] as const)("a validation error's message and every field's message are in %s", async (lang) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'não é e-mail', password: '' },
      headers: { cookie: `lang=${lang}` },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: { field: string; message: string }[] }>();
    const ptRes = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'não é e-mail', password: '' },
    });
    const ptBody = ptRes.json<typeof body>();
    expect(body.errors.map((e) => e.field)).toEqual(ptBody.errors.map((e) => e.field));
    expect(body.errors.length).toBeGreaterThan(0);
    for (const [i, e] of body.errors.entries()) {
      expect(e.message).toBe(translate(lang, ptBody.errors[i]!.message));
      expect(e.message).not.toBe(ptBody.errors[i]!.message);
    }
    expect(body.message).toBe(body.errors[0]!.message);
  });
});

describe('PUT /api/user/language', () => {
  it('is 401 for a visitor and 400 for a language the app does not speak', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'en' } });
    expect(anon.statusCode).toBe(401);
    const { cookie } = await createMember(t);
    for (const language of ['fr', 'EN', '', null])
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/user/language', payload: { language }, headers: { cookie } }))
          .statusCode,
      ).toBe(400);
  });

  it('keeps the choice on the account and in the cookie; a new sign-in elsewhere gets it back', async () => {
    const { cookie, user, email, password } = await createMember(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'es' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>().language).toBe('es');
    expect(setCookieOf(res)).toMatch(/(^|,)\s*lang=es;/);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('es');

    // Another browser: no cookie, a Portuguese Accept-Language. Signing in brings the choice.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<CurrentUser>().language).toBe('es');
    expect(setCookieOf(login)).toMatch(/lang=es;/);
    // Signed in without the cookie (an API client): the account's language answers.
    const session = await injectWithLogin(t.app, email, password);
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: session } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe(translate('es', messages.adminOnly));
  });

  it('a new account keeps the language of the page it signed up on', async () => {
    const { user } = await createMember(t, {});
    expect(user.language).toBe('pt-BR');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: registerBody(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<CurrentUser>().language).toBe('en');
  });
});

describe("a page's HTML and service worker", () => {
  it('in the language of the cookie, else Accept-Language, with Vary', async () => {
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/marketplace', headers });
    const pt = await page({});
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(pt.headers.vary).toMatch(/Cookie/);
    expect(pt.headers.vary).toMatch(/Accept-Language/);
    expect((await page({ 'accept-language': 'es-419' })).body).toContain('<html lang="es">');
    expect((await page({ 'accept-language': 'es', cookie: 'lang=en' })).body).toContain('<html lang="en">');
    expect((await page({ cookie: 'lang=pt-BR', 'accept-language': 'en' })).body).toContain('<html lang="pt-BR">');
  });

  it("the footer's ?lang= keeps the choice (a member's on the account too) and sends back to the page", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/marketplace?q=bike&lang=es' });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe('/marketplace?q=bike');
    expect(setCookieOf(visitor)).toMatch(/lang=es;/);

    const { cookie, user } = await createMember(t);
    const member = await t.app.inject({ method: 'GET', url: '/?lang=en', headers: { cookie } });
    expect(member.statusCode).toBe(303);
    expect(member.headers.location).toBe('/');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('en');

    const unknown = await t.app.inject({ method: 'GET', url: '/events?lang=fr', headers: { cookie } });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/events');
    expect(setCookieOf(unknown)).not.toMatch(/lang=/);
    const [still] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(still!.language).toBe('en');
  });

  it('/sw.js is the worker of the language', async () => {
    const sw = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/sw.js', headers });
    expect((await sw({})).body).toBe('// pt-BR worker');
    expect((await sw({ cookie: 'lang=es' })).body).toBe('// es worker');
    const en = await sw({ 'accept-language': 'en' });
    expect(en.body).toBe('// en worker');
    expect(en.headers['cache-control']).toBe('no-cache');
  });
});
