import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '../../contract/notifications.js';
import { DEFAULT_PREFERENCES, MAX_PUSH_SUBSCRIPTIONS, pushMessages } from '../../contract/notifications-push.js';
import { notificationDeliveries, pushSubscriptions } from '../db/schema.js';
import { call, setUser } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';
import { type FakePush, startFakePush } from '../test/fake-push.js';
import { sendOk } from '../test/messages.js';
import { deliver, pushMember, savePreferences, subscribe } from '../test/push.js';
import { dublinMinutes } from './push.helpers.js';

let t: TestApp;
let fake: FakePush;
beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakePush()]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);
const subsOf = (userId: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const deliveriesOf = (userId: number) =>
  t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
const clock = (m: number) => {
  const x = ((m % 1440) + 1440) % 1440;
  return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
};

describe('web push', () => {
  it("a message's push arrives encrypted, decrypts to its pt-BR text and the conversation's address, without the message", async () => {
    const ana = await createMember(t, { subscriber: true, register: { firstName: 'Ana', lastName: 'Remetente' } });
    const bruno = await pushMember(t, fake);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Meu número é 0831234567, me liga' });
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(1);
    const round = await deliver(t);
    expect(round).toMatchObject({ claimed: 1, sent: 1 });
    const [got] = fake.deliveredTo(bruno.id);
    expect(got!.payload).toEqual({
      title: 'Nova mensagem de Ana Remetente',
      body: 'Toque para ler e responder.',
      url: `/messages?conversa=${ana.user.id}`,
      tag: `/messages?conversa=${ana.user.id}`,
      icon: '/icon-192.png',
    });
    // Encrypted as the protocol requires, signed with the server's VAPID key.
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await call(t, 'GET', '/api/push/vapid-key', bruno.cookie)).json();
    expect(got!.headers.authorization).toContain(`k=${publicKey}`);
    expect(got!.headers.urgency).toBe('normal');
    expect(JSON.stringify(fake.received)).not.toContain('0831234567');
    expect(JSON.stringify(fake.received)).not.toContain(ana.email);
    // Sent rows leave the outbox.
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(0);
    expect((await deliver(t)).claimed).toBe(0);
    expect(fake.deliveredTo(bruno.id)).toHaveLength(1);
    expect((await subsOf(bruno.user.id))[0]!.lastSuccessAt).not.toBeNull();
  });

  it('one push per browser of the member; a kind switched off pushes nothing (the bell still has it)', async () => {
    const ana = await createMember(t, { subscriber: true });
    const bruno = await pushMember(t, fake);
    const phone = fake.subscription();
    await subscribe(t, await injectWithLogin(t.app, bruno.email, bruno.password), phone);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi' });
    await deliver(t);
    expect(fake.deliveredTo(bruno.id)).toHaveLength(1);
    expect(fake.deliveredTo(phone.endpoint.split('/').pop()!)).toHaveLength(1);

    await savePreferences(t, bruno.cookie, {
      pushOff: ['message-received'],
      quietHours: { enabled: false, start: '23:00', end: '07:00' },
    });
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi de novo' });
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(0);
    await deliver(t, later(48 * HOUR));
    expect(fake.deliveredTo(bruno.id)).toHaveLength(1);
    const bell = (await call(t, 'GET', '/api/notifications', bruno.cookie)).json();
    expect(bell.unread).toBe(2);
    // Another kind still goes.
    await t.db.transaction((tx) =>
      t.app.services.notifications.notify(tx, bruno.user.id, 'item-approved', { data: { title: 'Bag' }, targetId: 7 }),
    );
    await deliver(t);
    expect(fake.deliveredTo(bruno.id).map((p) => p.payload!.url)).toEqual([
      `/messages?conversa=${ana.user.id}`,
      '/marketplace/7',
    ]);
  });

  it('quiet hours hold a non-urgent push until they end (Dublin time); an urgent one goes at once', async () => {
    const m = dublinMinutes(new Date());
    const ana = await createMember(t, { subscriber: true });
    // Quiet from an hour ago until an hour from now, Dublin clock.
    const bruno = await pushMember(t, fake, { quiet: { enabled: true, start: clock(m - 60), end: clock(m + 60) } });
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Tá acordado?' });
    await t.db.transaction((tx) =>
      t.app.services.notifications.notify(tx, bruno.user.id, 'payment-failed', {
        data: { graceEnd: '2026-12-01T00:00:00Z' },
      }),
    );
    await deliver(t);
    const urgent = fake.deliveredTo(bruno.id);
    expect(urgent.map((p) => p.payload!.title)).toEqual(['Pagamento não aprovado']);
    expect(urgent[0]!.payload!.url).toBe('/dashboard#pagamentos');
    expect(urgent[0]!.headers.urgency).toBe('high');
    // Still quiet 58 minutes later; sent once the hour is over.
    expect((await deliver(t, later(58 * 60_000))).claimed).toBe(0);
    const [held] = await deliveriesOf(bruno.user.id);
    const wait = held!.dueAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(58 * 60_000);
    expect(wait).toBeLessThanOrEqual(60 * 60_000);
    expect(await deliver(t, later(61 * 60_000))).toMatchObject({ sent: 1 });
    expect(fake.deliveredTo(bruno.id).map((p) => p.payload!.title)).toEqual([
      'Pagamento não aprovado',
      expect.stringMatching(/^Nova mensagem de /),
    ]);
  });

  it('a subscription the push service answers 410 (or 404) is deleted', async () => {
    const ana = await createMember(t, { subscriber: true });
    const bruno = await pushMember(t, fake);
    const carla = await pushMember(t, fake);
    fake.answer(410, { id: bruno.id });
    fake.answer(404, { id: carla.id });
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi' });
    await sendOk(t, ana.cookie, { receiverId: carla.user.id, content: 'Oi' });
    expect(await deliver(t)).toMatchObject({ claimed: 2, gone: 2 });
    expect(await subsOf(bruno.user.id)).toHaveLength(0);
    expect(await subsOf(carla.user.id)).toHaveLength(0);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi?' });
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(0);
  });

  it('a failing push service is retried with backoff, then given up; the message was sent all along', async () => {
    const ana = await createMember(t, { subscriber: true });
    const bruno = await pushMember(t, fake);
    fake.answer(500, { id: bruno.id, times: 5 });
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi' });
    const seen = () => fake.received.filter((r) => r.id === bruno.id).length;
    expect(await deliver(t)).toMatchObject({ claimed: 1, retried: 1 });
    const [first] = await deliveriesOf(bruno.user.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 500' });
    expect(first!.dueAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not again before its time.
    expect((await deliver(t)).claimed).toBe(0);
    for (let i = 2; i <= 5; i++) await deliver(t, later(i * 2 * HOUR));
    expect(seen()).toBe(5);
    const [last] = await deliveriesOf(bruno.user.id);
    expect(last).toMatchObject({ status: 'failed', attempts: 5 });
    expect((await deliver(t, later(48 * HOUR))).claimed).toBe(0);
    expect(seen()).toBe(5);
    // The subscription stays (the service may be back tomorrow), and the next push goes.
    expect(await subsOf(bruno.user.id)).toHaveLength(1);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Voltou?' });
    expect(await deliver(t)).toMatchObject({ sent: 1 });
    expect(fake.deliveredTo(bruno.id)).toHaveLength(1);
  });

  it('a deactivated member gets no push (the bell keeps the notification)', async () => {
    const bruno = await pushMember(t, fake);
    await setUser(t, bruno.user.id, { isActive: false });
    await t.db.transaction((tx) =>
      t.app.services.notifications.notify(tx, bruno.user.id, 'item-approved', { data: { title: 'X' } }),
    );
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(0);
  });

  it('a write that rolls back pushes nothing', async () => {
    const bruno = await pushMember(t, fake);
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.services.notifications.notify(tx, bruno.user.id, 'item-approved', { data: { title: 'X' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(bruno.user.id)).toHaveLength(0);
    expect((await deliver(t, later(48 * HOUR))).claimed).toBe(0);
    expect(fake.deliveredTo(bruno.id)).toHaveLength(0);
  });
});

describe('push subscriptions', () => {
  it('refuses an endpoint on a host that is not allowed, and a subscription without keys, in pt-BR', async () => {
    const m = await createMember(t);
    const sub = fake.subscription();
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'http://169.254.169.254/latest/meta-data',
      'https://127.0.0.1.evil.example/push',
      'ftp://127.0.0.1/push',
      'http://user:pw@127.0.0.1/push',
      'não é url',
    ]) {
      const res = await call(t, 'POST', '/api/push/subscriptions', m.cookie, { ...sub, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe(pushMessages.badEndpoint);
    }
    for (const keys of [undefined, {}, { p256dh: sub.keys.p256dh }, { p256dh: '', auth: 'x' }]) {
      const res = await call(t, 'POST', '/api/push/subscriptions', m.cookie, { endpoint: sub.endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(pushMessages.noKeys);
    }
    expect(await subsOf(m.user.id)).toHaveLength(0);
    expect((await call(t, 'POST', '/api/push/subscriptions', undefined, sub)).statusCode).toBe(401);
  });

  it('the same endpoint again updates it and belongs to one member; a member keeps at most 10 browsers', async () => {
    const [a, b] = await Promise.all([createMember(t), createMember(t)]);
    const sub = fake.subscription();
    await subscribe(t, a.cookie, sub);
    await subscribe(t, a.cookie, { ...sub, keys: { ...sub.keys, auth: 'bm92by1hdXRo' } });
    expect((await subsOf(a.user.id)).map((s) => s.auth)).toEqual(['bm92by1hdXRo']);
    // The browser is now b's (signed in there): a's pushes stop going to it.
    await subscribe(t, b.cookie, sub);
    expect(await subsOf(a.user.id)).toHaveLength(0);
    expect(await subsOf(b.user.id)).toHaveLength(1);
    // Deleting someone else's endpoint does nothing.
    const del = await call(t, 'DELETE', '/api/push/subscriptions', a.cookie, { endpoint: sub.endpoint });
    expect(del.statusCode).toBe(200);
    expect(await subsOf(b.user.id)).toHaveLength(1);
    const own = await call(t, 'DELETE', '/api/push/subscriptions', b.cookie, { endpoint: sub.endpoint });
    expect(own.json()).toEqual({ message: pushMessages.unsubscribed });
    expect(await subsOf(b.user.id)).toHaveLength(0);

    const made = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 2; i++) {
      const s = fake.subscription();
      made.push(s.endpoint);
      await subscribe(t, a.cookie, s);
    }
    const kept = (await subsOf(a.user.id)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(made.slice(2).sort());
  });

  it("signing out on a device removes that session's subscriptions only", async () => {
    const m = await createMember(t);
    const other = await injectWithLogin(t.app, m.email, m.password);
    const [here, there] = [fake.subscription(), fake.subscription()];
    await subscribe(t, m.cookie, here);
    await subscribe(t, other, there);
    expect((await call(t, 'POST', '/api/logout', m.cookie)).statusCode).toBe(200);
    expect((await subsOf(m.user.id)).map((s) => s.endpoint)).toEqual([there.endpoint]);
  });
});

describe('notification preferences', () => {
  it('default to every kind pushed and quiet hours 23:00–07:00; saved per member', async () => {
    const m = await createMember(t);
    const get = await call(t, 'GET', '/api/notifications/preferences', m.cookie);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(DEFAULT_PREFERENCES);
    const prefs = {
      pushOff: ['event-starts-24h', 'event-starts-1h'],
      quietHours: { enabled: true, start: '22:30', end: '06:15' },
      // Issue 30: the email column (the daily digest), none by default.
      emailOn: [],
    };
    expect(await savePreferences(t, m.cookie, prefs)).toEqual({ message: pushMessages.saved, preferences: prefs });
    expect((await call(t, 'GET', '/api/notifications/preferences', m.cookie)).json()).toEqual(prefs);
    const other = await createMember(t);
    expect((await call(t, 'GET', '/api/notifications/preferences', other.cookie)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an unknown kind and a bad time in pt-BR; visitors get 401', async () => {
    const m = await createMember(t);
    const bad = await call(t, 'PUT', '/api/notifications/preferences', m.cookie, {
      pushOff: ['message-received', 'nao-existe'],
      quietHours: { enabled: true, start: '23:00', end: '07:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(notificationMessages.unknownType);
    const time = await call(t, 'PUT', '/api/notifications/preferences', m.cookie, {
      pushOff: [],
      quietHours: { enabled: true, start: '25:00', end: '07:00' },
    });
    expect(time.statusCode).toBe(400);
    expect(time.json().message).toBe(pushMessages.badTime);
    expect((await call(t, 'GET', '/api/notifications/preferences', m.cookie)).json()).toEqual(DEFAULT_PREFERENCES);
    expect((await call(t, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/push/vapid-key')).statusCode).toBe(401);
  });
});
