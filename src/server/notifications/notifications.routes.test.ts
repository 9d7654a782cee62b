import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { sendOk } from '../test/messages.js';
import { latestOf, notificationsOf } from '../test/notifications.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('notifications', () => {
  it('a message notifies its receiver (name, no text), counted unread until read', async () => {
    const [ana, bruno] = await Promise.all([
      createMember(t, { subscriber: true, register: { firstName: 'Ana', lastName: 'Remetente' } }),
      createMember(t, { subscriber: true }),
    ]);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Segredo: meu número é 0831234567' });
    const page = await notificationsOf(t, bruno.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    const [n] = page.items;
    expect(n).toMatchObject({
      type: 'message-received',
      title: 'Nova mensagem de Ana Remetente',
      body: 'Toque para ler e responder.',
      target: { kind: 'conversation', id: null, memberId: ana.user.id },
      targetGone: false,
      read: false,
    });
    expect(JSON.stringify(page)).not.toContain('0831234567');
    // The sender is not notified of their own message.
    expect((await notificationsOf(t, ana.cookie)).items).toHaveLength(0);

    const count = await call(t, 'GET', '/api/notifications/unread-count', bruno.cookie);
    expect(count.json()).toEqual({ count: 1 });
    const read = await call(t, 'POST', `/api/notifications/${n!.id}/read`, bruno.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: 'Notificação marcada como lida.', unread: 0 });
    expect((await notificationsOf(t, bruno.cookie)).items[0]!.read).toBe(true);
  });

  it("another member's notification is a 404, a bad id a 400 in pt-BR, a visitor a 401", async () => {
    const [ana, bruno, carla] = await Promise.all([
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
      createMember(t),
    ]);
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi' });
    const n = await latestOf(t, bruno.cookie, 'message-received');
    const other = await call(t, 'POST', `/api/notifications/${n!.id}/read`, carla.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Notificação não encontrada.');
    expect((await notificationsOf(t, bruno.cookie)).unread).toBe(1);
    const bad = await call(t, 'POST', '/api/notifications/0x1F/read', bruno.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ID inválido');
    expect((await call(t, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('pages newest first on the server, filters unread, and marks all read', async () => {
    const [ana, bruno] = await Promise.all([
      createMember(t, { subscriber: true }),
      createMember(t, { subscriber: true }),
    ]);
    for (let i = 0; i < 5; i++) await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: `Mensagem ${i}` });
    const first = await notificationsOf(t, bruno.cookie, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1]!.id);
    const second = await notificationsOf(t, bruno.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.id).every((id) => id < first.nextCursor!)).toBe(true);
    const third = await notificationsOf(t, bruno.cookie, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    await call(t, 'POST', `/api/notifications/${first.items[0]!.id}/read`, bruno.cookie);
    expect((await notificationsOf(t, bruno.cookie, '?unread=true')).items).toHaveLength(4);
    const all = await call(t, 'POST', '/api/notifications/read-all', bruno.cookie);
    expect(all.json()).toEqual({ message: 'Todas as notificações foram marcadas como lidas.', unread: 0 });
    const after = await notificationsOf(t, bruno.cookie);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
    expect((await call(t, 'GET', '/api/notifications?limit=0', bruno.cookie)).statusCode).toBe(400);
  });

  it('counts unread up to 100 (the bell shows 99+), however many there are', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 103; i++)
      await t.app.services.notifications.notify(t.db, m.user.id, 'event-changed', {
        data: { title: `E${i}` },
        targetId: i + 1,
      });
    expect((await call(t, 'GET', '/api/notifications/unread-count', m.cookie)).json()).toEqual({ count: 100 });
    const page = await notificationsOf(t, m.cookie, '?unread=true&limit=50');
    expect(page.unread).toBe(100);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]!.body).toContain('E102');
  });

  it('a notification whose thing is gone says so, for every kind of thing (one indexed lookup each)', async () => {
    const [m, other] = await Promise.all([createMember(t), createMember(t)]);
    const notify = t.app.services.notifications.notify;
    const missing = 2_000_000_000;
    for (const type of [
      'item-approved',
      'rental-approved',
      'event-changed',
      'scam-alert-approved',
      'bike-listing-match',
      'saved-search-matches',
    ] as const) {
      await notify(t.db, m.user.id, type, { data: { title: type, bike: type, name: type }, targetId: missing });
    }
    await notify(t.db, m.user.id, 'message-received', { data: { from: 'Alguém' }, memberId: missing });
    await notify(t.db, m.user.id, 'message-received', { data: { from: 'Outro' }, memberId: other.user.id });
    const { items } = await notificationsOf(t, m.cookie);
    expect(items.map((n) => [n.target.kind, n.targetGone])).toEqual([
      ['conversation', false],
      ['conversation', true],
      ['saved-search', true],
      ['bike', true],
      ['scam-alert', true],
      ['event', true],
      ['rental', true],
      ['item', true],
    ]);
  });
});
