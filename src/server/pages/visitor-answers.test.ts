// A visitor's first page keeps its answers for VISITOR_ANSWERS_MS (issue 38): a rush of visitors
// costs one set of in-process requests per page per second. What must hold: a member's page never
// comes from what was kept for visitors (nor fills it), a login or a logout shows at once, and an
// admin's change reaches a visitor's page within the stated second.
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketplaceItems } from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, registerUser, type TestApp } from '../test/app.js';
import { VISITOR_ANSWERS_MS } from './first-answers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type Answers = Record<string, [number, unknown]>;
function answersIn(html: string): Answers | null {
  const m = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}
const titlesIn = (a: Answers | null) =>
  ((a?.['/api/marketplace?limit=12']?.[1] as { items?: { title: string }[] } | undefined)?.items ?? []).map(
    (i) => i.title,
  );
/**
 * The clock of the kept answers, moved by hand: the timers and the database keep running. Each
 * test's clock starts a minute past the last one's, so what an earlier test kept has expired.
 */
let frozenAt = Date.now();
function freezeClock() {
  frozenAt = Math.max(frozenAt, Date.now()) + 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: frozenAt });
  return (ms: number) => {
    frozenAt = Date.now() + ms;
    vi.setSystemTime(frozenAt);
  };
}
const item = (title: string, approvalStatus: 'approved' | 'pending') =>
  t.db
    .insert(marketplaceItems)
    .values({
      listingNumber: `VA${Math.floor(Math.random() * 1e6)}`,
      title,
      description: 'Em bom estado.',
      type: 'venda',
      category: 'equipamentos',
      whatsapp: '+353831234567',
      approvalStatus,
    })
    .returning()
    .then((rows) => rows[0]!);

describe("a visitor's kept answers never reach a member", () => {
  it('a login shows at once: the member gets a page without answers, right after a visitor got one', async () => {
    const visitor = answersIn((await page('/marketplace')).body)!;
    expect(visitor['/api/user']).toEqual([401, expect.anything()]);
    const { email, password } = await registerUser(t.app);
    const cookie = await injectWithLogin(t.app, email, password);
    for (const url of ['/', '/marketplace']) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      // No answers at all: the app asks /api/user over the network and gets the member.
      expect(answersIn(res.body), url).toBeNull();
      expect(res.body, url).not.toContain('id="first-answers"');
    }
    expect((await page('/api/user', cookie)).json()).toMatchObject({ email });
  });

  it("a logout shows at once: the next page is a visitor's, the old cookie gets none", async () => {
    const { cookie } = await createMember(t);
    expect(answersIn((await page('/marketplace', cookie)).body)).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(answersIn((await page('/marketplace')).body)!['/api/user']![0]).toBe(401);
    // A browser still sending the ended session's cookie gets no answers and asks: a 401.
    expect(answersIn((await page('/marketplace', cookie)).body)).toBeNull();
    expect((await page('/api/user', cookie)).statusCode).toBe(401);
  });

  it("a member's page fills nothing a visitor then gets: the visitor sees a visitor's answers", async () => {
    const own = await createTestApp({ web: {} });
    try {
      const { cookie, email } = await createMember(own, { subscriber: true });
      const get = (url: string, c?: string) => own.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
      // The member asks first, many times: nothing is kept for visitors from it.
      for (const url of ['/', '/marketplace', '/marketplace', '/'])
        expect(answersIn((await get(url, cookie)).body)).toBeNull();
      for (const url of ['/', '/marketplace']) {
        const html = (await get(url)).body;
        expect(answersIn(html)!['/api/user']![0], url).toBe(401);
        expect(html, url).not.toContain(email);
      }
    } finally {
      await own.close();
    }
  });
});

describe('an admin change reaches a visitor within VISITOR_ANSWERS_MS', () => {
  it('the stated staleness is one second', () => {
    expect(VISITOR_ANSWERS_MS).toBe(1000);
  });

  it('a listing approved: kept out for at most the second, then in every visitor page', async () => {
    const admin = await createMember(t, { admin: true });
    const advance = freezeClock();
    const title = `Capacete aprovado ${Date.now()}`;
    const pending = await item(title, 'pending');
    expect(titlesIn(answersIn((await page('/marketplace')).body))).not.toContain(title);
    expect((await call(t, 'POST', `/api/admin/marketplace/${pending.id}/approve`, admin.cookie)).statusCode).toBe(200);
    // The API answers at once; the visitor's HTML is at most VISITOR_ANSWERS_MS behind it.
    expect((await page('/api/marketplace?limit=12')).json().items.map((i: { title: string }) => i.title)).toContain(
      title,
    );
    advance(VISITOR_ANSWERS_MS - 1);
    expect(titlesIn(answersIn((await page('/marketplace')).body))).not.toContain(title); // kept: the same second
    advance(1);
    expect(titlesIn(answersIn((await page('/marketplace')).body))).toContain(title);
    expect(titlesIn(answersIn((await page('/marketplace/')).body))).toContain(title);
  });

  it('a site setting: in the visitor pages of / and /marketplace within the second', async () => {
    const admin = await createMember(t, { admin: true });
    const advance = freezeClock();
    const siteTitle = (a: Answers | null) =>
      ((a?.['/api/site-config']?.[1] ?? []) as { key: string; value: string }[]).find((e) => e.key === 'site_title')
        ?.value;
    for (const url of ['/', '/marketplace']) expect(siteTitle(answersIn((await page(url)).body))).toBeDefined();
    const title = `Entregadores ${Date.now() % 100000}`;
    const put = await call(t, 'PUT', '/api/admin/site-config/site_title', admin.cookie, { value: title });
    expect(put.statusCode).toBe(200);
    advance(VISITOR_ANSWERS_MS);
    for (const url of ['/', '/marketplace']) expect(siteTitle(answersIn((await page(url)).body)), url).toBe(title);
  });

  it('compressed as a browser asks for it, the page is the new one too (compressed bytes are never kept past a change)', async () => {
    const admin = await createMember(t, { admin: true });
    const advance = freezeClock();
    const br = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/marketplace', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(res.rawPayload).toString();
    };
    const before = await br();
    expect(await br()).toBe(before);
    const description = `Descrição ${Date.now()}`;
    const put = await call(t, 'PUT', '/api/admin/site-config/site_description', admin.cookie, { value: description });
    expect(put.statusCode).toBe(200);
    advance(VISITOR_ANSWERS_MS);
    const after = await br();
    expect(after).toContain(description);
    expect(answersIn(after)).toEqual(answersIn((await page('/marketplace')).body));
  });

  it('an item page: hidden from visitors within the second once rejected', async () => {
    const admin = await createMember(t, { admin: true });
    const approved = await item(`Bag térmica ${Date.now()}`, 'approved');
    const advance = freezeClock();
    const url = `/api/marketplace/${approved.id}`;
    expect(answersIn((await page(`/marketplace/${approved.id}`)).body)![url]![0]).toBe(200);
    const rejected = await call(t, 'POST', `/api/admin/marketplace/${approved.id}/reject`, admin.cookie);
    expect(rejected.statusCode).toBe(200);
    advance(VISITOR_ANSWERS_MS);
    expect(answersIn((await page(`/marketplace/${approved.id}`)).body)![url]).toBeUndefined();
  });
});

describe('visitors share one set of answers', () => {
  it('visitors arriving together get the same answers', async () => {
    const pages = await Promise.all(Array.from({ length: 20 }, () => page('/marketplace')));
    const first = answersIn(pages[0]!.body);
    expect(first).not.toBeNull();
    for (const p of pages) expect(answersIn(p.body)).toEqual(first);
  });

  it('answers with one missing (an item not yet approved) are not kept: it shows once approved', async () => {
    freezeClock(); // the same instant throughout: only what was not kept can change
    const pending = await item(`Luvas de inverno ${Date.now()}`, 'pending');
    const url = `/api/marketplace/${pending.id}`;
    const missing = await page(`/marketplace/${pending.id}`);
    expect(Object.keys(answersIn(missing.body)!).sort()).toEqual(['/api/site-config', '/api/user']);
    await t.db.update(marketplaceItems).set({ approvalStatus: 'approved' }).where(eq(marketplaceItems.id, pending.id));
    expect(answersIn((await page(`/marketplace/${pending.id}`)).body)![url]![0]).toBe(200);
  });
});
