import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../contract/privacy.js';
import { sessions } from '../db/schema.js';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';
import { eventually, listening, notificationOf, openLive, openReady } from '../test/live.js';
import { sendOk } from '../test/messages.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29, "Live without reload": GET /api/notifications/stream over real HTTP (app.inject does
// not stream). A short heartbeat (and so a short expiry check) and a cap of 3 streams per member.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '0.2', LIVE_STREAMS_PER_MEMBER: '3' } });
  base = await listening(t);
}, 60_000);
afterAll(() => t?.close());

const pair = () =>
  Promise.all([
    createMember(t, { subscriber: true, register: { firstName: 'Ana', lastName: 'Remetente' } }),
    createMember(t, { subscriber: true }),
  ]);

describe('the live stream', () => {
  it('a new message arrives as a notification event, not compressed, cached or buffered; others hear nothing', async () => {
    const [ana, bruno] = await pair();
    const live = await openReady(base, bruno.cookie);
    const anaLive = await openReady(base, ana.cookie);
    expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['x-accel-buffering']).toBe('no');
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(live.headers.etag).toBeUndefined();
    expect(live.latestId).toBe(0);

    const sent = Date.now();
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Segredo: 0831234567' });
    const e = await live.next('notification', 1_000);
    expect(Date.now() - sent).toBeLessThan(1_000);
    const n = notificationOf(e);
    // The same notification the list shows, and the event id is its id (Last-Event-ID).
    const [listed] = (await notificationsOf(t, bruno.cookie)).items;
    expect(n).toEqual(listed);
    expect(e.id).toBe(String(listed!.id));
    expect(n).toMatchObject({ type: 'message-received', title: 'Nova mensagem de Ana Remetente', read: false });
    expect(live.raw()).not.toContain('0831234567');
    // The sender's own stream hears nothing of it.
    await new Promise((r) => setTimeout(r, 300));
    expect(anaLive.events.filter((x) => x.event === 'notification')).toHaveLength(0);
    live.close();
    anaLive.close();
  });

  it('resumes after Last-Event-ID (header or query) with what was missed, in order; past 100, a reset', async () => {
    const [ana, bruno] = await pair();
    const first = await openReady(base, bruno.cookie);
    first.close();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: `Mensagem ${i}` });
      ids.push((await notificationsOf(t, bruno.cookie)).items[0]!.id);
    }
    const resumed = await openReady(base, bruno.cookie, { lastEventId: first.latestId });
    expect(resumed.events.filter((e) => e.event === 'notification').map((e) => Number(e.id))).toEqual(ids);
    expect(resumed.latestId).toBe(ids[2]);
    // Only what came after the given id; and the query form of a page's first stream.
    const fromQuery = await openReady(base, bruno.cookie, { query: `?lastEventId=${ids[0]}` });
    expect(fromQuery.events.filter((e) => e.event === 'notification').map((e) => Number(e.id))).toEqual(ids.slice(1));
    resumed.close();
    fromQuery.close();

    // 101 missed: no replay of them, one reset with the newest id.
    const { notifications } = t.app.services;
    for (let i = 0; i < 101; i++)
      await notifications.notify(t.db, bruno.user.id, 'message-received', {
        data: { from: 'Ana' },
        memberId: ana.user.id,
      });
    const reset = await openReady(base, bruno.cookie, { lastEventId: ids[2] });
    const latest = (await notificationsOf(t, bruno.cookie)).items[0]!.id;
    expect(reset.events.map((e) => e.event)).toEqual(['reset', 'ready']);
    expect(reset.events[0]!.id).toBe(String(latest));
    expect(JSON.parse(reset.events[0]!.data)).toEqual({ latestId: latest });
    reset.close();

    const bad = await openLive(base, bruno.cookie, { lastEventId: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBe('Last-Event-ID inválido.');
  });

  it('sends heartbeat comments while idle', async () => {
    const [, bruno] = await pair();
    const live = await openReady(base, bruno.cookie);
    await eventually(() => live.comments >= 2, 3_000, 'two heartbeats');
    expect(live.raw()).toContain(': keep-alive\n\n');
    expect(live.isEnded()).toBe(false);
    live.close();
  });

  it('logout closes that session’s streams only; the stream cannot be reopened with it', async () => {
    const [ana, bruno] = await pair();
    const otherCookie = await injectWithLogin(t.app, bruno.email, bruno.password);
    const mine = await openReady(base, bruno.cookie);
    const other = await openReady(base, otherCookie);
    expect((await call(t, 'POST', '/api/logout', bruno.cookie)).statusCode).toBe(200);
    const close = await mine.next('close', 2_000);
    expect(JSON.parse(close.data)).toEqual({ reason: 'logout' });
    await mine.ended;
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Ainda aí?' });
    await other.next('notification', 2_000);
    expect(other.isEnded()).toBe(false);
    const again = await openLive(base, bruno.cookie);
    expect(again.status).toBe(401);
    other.close();
  });

  it('deactivation and account deletion close every stream of the member', async () => {
    const [admin, bruno, carla] = await Promise.all([
      createMember(t, { superAdmin: true }),
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
    ]);
    const b1 = await openReady(base, bruno.cookie);
    const b2 = await openReady(base, await injectWithLogin(t.app, bruno.email, bruno.password));
    const res = await call(t, 'PATCH', `/api/admin/users/${bruno.user.id}/status`, admin.cookie, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    for (const s of [b1, b2]) {
      expect(JSON.parse((await s.next('close', 2_000)).data)).toEqual({ reason: 'ended' });
      await s.ended;
    }
    expect((await openLive(base, bruno.cookie)).status).toBe(401);

    const c1 = await openReady(base, carla.cookie);
    const del = await call(t, 'POST', '/api/privacy/delete-account', carla.cookie, {
      password: carla.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expect(del.statusCode, del.body).toBe(200);
    await c1.next('close', 2_000);
    await c1.ended;
    expect((await openLive(base, carla.cookie)).status).toBe(401);
  });

  it('an expired session’s stream ends by itself, and the reconnect is refused', async () => {
    // A one-day session is not renewed by use within its day (plugins/session.ts), so its expiry holds.
    const short = await appWithEnv(t, { SESSION_TTL_DAYS: '1', LIVE_HEARTBEAT_SECONDS: '0.2' });
    const shortBase = await listening(short);
    const [, bruno] = await pair();
    const sid = decodeURIComponent(bruno.cookie.split('=')[1]!).split('.')[0]!;
    const updated = await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 1_500) })
      .where(eq(sessions.sid, sid))
      .returning();
    expect(updated).toHaveLength(1);
    const live = await openReady(shortBase, bruno.cookie);
    await live.ended;
    expect(live.events.map((e) => e.event)).toEqual(['ready']);
    expect((await openLive(shortBase, bruno.cookie)).status).toBe(401);
  });

  it('refuses a member’s stream past the cap with 429 in pt-BR; a closed one frees its place', async () => {
    const [, bruno] = await pair();
    const open = await Promise.all([1, 2, 3].map(() => openReady(base, bruno.cookie)));
    const refused = await openLive(base, bruno.cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toBe(
      'Você já tem 3 abas recebendo atualizações ao vivo. Feche alguma aba do site e tente de novo.',
    );
    open[0]!.close();
    await eventually(() => t.app.services.notifications.liveCount() > 0, 2_000);
    let next = await openLive(base, bruno.cookie);
    for (let i = 0; next.status === 429 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      next = await openLive(base, bruno.cookie);
    }
    expect(next.status).toBe(200);
    for (const s of [...open, next]) s.close();
  });

  it('a visitor gets 401 in pt-BR', async () => {
    const res = await openLive(base, undefined);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).message).toBe('Você precisa estar logado.');
  });

  it('closing the app ends open streams instead of waiting for them', async () => {
    const other = await createTestApp();
    const otherBase = await listening(other);
    const m = await createMember(other);
    const live = await openReady(otherBase, m.cookie);
    const started = Date.now();
    const closing = other.close();
    await live.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    await closing;
  });
});
