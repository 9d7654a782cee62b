import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionsList, sessionsMessages } from '../../contract/sessions.js';
import { queryRows } from '../db/client.js';
import { LAST_SEEN_EVERY_MS } from '../plugins/session.js';
import { createMember, createTestApp, sessionCookieOf, type TestApp } from '../test/app.js';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in from a browser: the cookie of the new session. */
async function signIn(email: string, password: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res)!;
}
const sidOf = (cookie: string) => decodeURIComponent(cookie.slice('sid='.length)).split('.')[0]!;
const list = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } })).json<SessionsList>().items;
const end = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie } });
const endOthers = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/sessions/end-others', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('the member’s sessions (/settings)', () => {
  it('lists each browser and system read from the user agent, this one marked, never a session id', async () => {
    const m = await createMember(t);
    const phone = await signIn(m.email, m.password, CHROME_ANDROID);
    await signIn(m.email, m.password, SAFARI_IPHONE);
    const items = await list(phone);
    expect(items).toHaveLength(3);
    const current = items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome 126', system: 'Android 14' });
    expect(items.some((s) => s.browser === 'Safari 17' && s.system === 'iOS 17')).toBe(true);
    // The session made by the test helper had no user agent.
    expect(items.some((s) => s.browser === 'Navegador desconhecido')).toBe(true);
    const body = JSON.stringify(items);
    expect(body).not.toContain(sidOf(phone));
    for (const s of items) expect(s.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });

  it("'Encerrar' ends another session, its live ties and its push subscription; another member's session is 404", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const here = await signIn(m.email, m.password, FIREFOX_WINDOWS);
    const there = await signIn(m.email, m.password, CHROME_ANDROID);
    await t.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, session_sid)
          values (${m.user.id}, ${`https://127.0.0.1/push/${m.user.id}`}, 'k', 'a', ${sidOf(there)})`,
    );
    const target = (await list(here)).find((s) => s.browser === 'Chrome 126')!;

    // Another member cannot end it (nor learn that it exists).
    const foreign = await end(other.cookie, target.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(sessionsMessages.notFound);
    expect((await me(there)).statusCode).toBe(200);
    expect((await end(here, 'nao-e-um-id')).statusCode).toBe(400);
    // This session is ended with 'Sair'.
    const self = (await list(here)).find((s) => s.current)!;
    const own = await end(here, self.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(sessionsMessages.isCurrent);

    const ok = await end(here, target.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(sessionsMessages.ended);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    const subs = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${m.user.id}`,
    );
    expect(subs[0]!.n).toBe(0);
    // Ended twice: 404 with its message, not a 500.
    expect((await end(here, target.id)).statusCode).toBe(404);
  });

  it("'Encerrar todas as outras' keeps only this one, and only this member's", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const here = await signIn(m.email, m.password, FIREFOX_WINDOWS);
    const a = await signIn(m.email, m.password, CHROME_ANDROID);
    const b = await signIn(m.email, m.password, SAFARI_IPHONE);
    const res = await endOthers(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionsMessages.othersEnded, ended: 3 });
    for (const c of [a, b, m.cookie]) expect((await me(c)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
  });

  it('last seen is written at most every few minutes, not on every request', async () => {
    const m = await createMember(t);
    const sid = sidOf(m.cookie);
    const seen = async () =>
      (await queryRows<{ at: string }>(t.db, sql`select last_seen_at::text as at from sessions where sid = ${sid}`))[0]!
        .at;
    const old = new Date(Date.now() - LAST_SEEN_EVERY_MS - 60_000).toISOString();
    await t.db.execute(sql`update sessions set last_seen_at = ${old} where sid = ${sid}`);
    const before = await seen();
    await me(m.cookie);
    const after = await seen();
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    await me(m.cookie);
    await me(m.cookie);
    expect(await seen()).toBe(after);
  });
});
