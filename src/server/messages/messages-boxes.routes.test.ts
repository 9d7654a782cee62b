// The boxes: lists, read state and per-person delete.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageMessages as msg } from '../../contract/messages.js';
import { users } from '../db/schema.js';
import { createMember, type TestApp } from '../test/app.js';
import { call, idsOf, listOf, messagesCast, sendOk } from '../test/messages.js';
import { messages } from './messages.tables.js';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createMember>>;
let buyer: typeof seller;
let outsider: typeof seller;

beforeAll(async () => {
  ({ t, seller, buyer, outsider } = await messagesCast());
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('lists', () => {
  it("shows only the caller's own messages, newest first, split by box, with the parties' public fields only", async () => {
    const a = await createMember(t, { subscriber: true });
    const b = await createMember(t, { subscriber: true });
    await t.db.update(users).set({ displayName: 'Ana Entregas' }).where(eq(users.id, a.user.id));
    const toB = await sendOk(t, a.cookie, { receiverId: b.user.id, content: 'primeira' });
    const toA = await sendOk(t, b.cookie, { receiverId: a.user.id, content: 'resposta' });
    const elsewhere = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: 'não é da conta de A' });

    const all = await listOf(t, a.cookie);
    expect(all.items.map((m) => m.id)).toEqual([toA.id, toB.id]);
    expect(all.nextCursor).toBeNull();
    expect(await idsOf(t, a.cookie, '?box=received')).toEqual([toA.id]);
    expect(await idsOf(t, a.cookie, '?box=sent')).toEqual([toB.id]);
    expect(await idsOf(t, a.cookie)).not.toContain(elsewhere.id);

    const m = all.items[1]!;
    expect(Object.keys(m).sort()).toEqual(
      [
        'content',
        'createdAt',
        'id',
        'isRead',
        'itemId',
        'itemTitle',
        'read',
        'receiver',
        'receiverId',
        'sender',
        'senderId',
      ].sort(),
    );
    expect(m.sender).toEqual({ id: a.user.id, displayName: 'Ana Entregas', memberNumber: a.user.memberNumber });
    // Issue 28: without a display name, the first name (not 'Membro' plus the number beside the badge).
    expect(m.receiver).toEqual({ id: b.user.id, displayName: 'João', memberNumber: b.user.memberNumber });
    const [inB] = (await listOf(t, b.cookie, '?box=received')).items;
    expect(inB?.receiver).toEqual({ id: b.user.id, displayName: 'João', memberNumber: b.user.memberNumber });
    const raw = (await call(t, 'GET', '/api/messages', a.cookie)).body;
    for (const secret of [a.email, b.email, '+353', 'password']) expect(raw).not.toContain(secret);
  });

  it('pages with a cursor without repeating or skipping while new messages arrive', async () => {
    const a = await createMember(t, { subscriber: true });
    const sent: number[] = [];
    for (let i = 0; i < 5; i++)
      sent.push((await sendOk(t, buyer.cookie, { receiverId: a.user.id, content: `n${i}` })).id);
    const first = await listOf(t, a.cookie, '?box=received&limit=2');
    expect(first.items.map((m) => m.id)).toEqual([sent[4], sent[3]]);
    const late = await sendOk(t, buyer.cookie, { receiverId: a.user.id, content: 'chegou depois' });
    const second = await listOf(t, a.cookie, `?box=received&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((m) => m.id)).toEqual([sent[2], sent[1]]);
    const third = await listOf(t, a.cookie, `?box=received&limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((m) => m.id)).toEqual([sent[0]]);
    expect(third.nextCursor).toBeNull();
    expect((await listOf(t, a.cookie, '?limit=1')).items[0]!.id).toBe(late.id);
    // Both boxes together page the same way.
    await sendOk(t, a.cookie, { receiverId: buyer.user.id, content: 'de A' });
    const pages: number[] = [];
    let cursor: number | null | undefined;
    do {
      const p = await listOf(t, a.cookie, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(...p.items.map((m) => m.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(pages).toEqual([...pages].sort((x, y) => y - x));
    expect(pages).toHaveLength(7);
    expect(new Set(pages).size).toBe(7);
  });

  it('refuses a bad box, cursor or limit', async () => {
    for (const q of ['?box=trash', '?cursor=abc', '?limit=0', '?limit=51']) {
      expect((await call(t, 'GET', `/api/messages${q}`, buyer.cookie)).statusCode, q).toBe(400);
    }
  });
});

describe('read state', () => {
  it('is set by the receiver only: the sender is refused, anyone else gets 404', async () => {
    const a = await createMember(t, { subscriber: true });
    const m = await sendOk(t, buyer.cookie, { receiverId: a.user.id, content: 'leia-me' });
    expect(m).toMatchObject({ read: false, isRead: false });
    const unread = async () => (await call(t, 'GET', '/api/messages/unread-count', a.cookie)).json().count;
    expect(await unread()).toBe(1);
    expect((await call(t, 'GET', '/api/messages/counts', a.cookie)).json()).toEqual({
      received: 1,
      sent: 0,
      unread: 1,
    });

    const bySender = await call(t, 'PUT', `/api/messages/${m.id}/read`, buyer.cookie);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe(msg.onlyReceiverMarksRead);
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, outsider.cookie)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/messages/99999999/read', a.cookie)).statusCode).toBe(404);
    expect((await rowOf(m.id))!.isRead).toBe(false);
    expect(await unread()).toBe(1);

    const ok = await call(t, 'PUT', `/api/messages/${m.id}/read`, a.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: m.id, read: true, isRead: true });
    expect(await unread()).toBe(0);
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, a.cookie)).statusCode).toBe(200);
  });
});

describe('per-person delete', () => {
  it('hides the message from the deleter only; the row goes once both deleted', async () => {
    const a = await createMember(t, { subscriber: true });
    const b = await createMember(t, { subscriber: true });
    const m = await sendOk(t, a.cookie, { receiverId: b.user.id, content: 'apague-me' });

    expect((await call(t, 'DELETE', `/api/messages/${m.id}`, outsider.cookie)).statusCode).toBe(404);
    const del = await call(t, 'DELETE', `/api/messages/${m.id}`, a.cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(msg.deletedText);
    expect(await idsOf(t, a.cookie)).not.toContain(m.id);
    expect((await call(t, 'GET', '/api/messages/counts', a.cookie)).json()).toMatchObject({ sent: 0 });
    expect(await idsOf(t, b.cookie, '?box=received')).toContain(m.id);
    expect((await call(t, 'DELETE', `/api/messages/${m.id}`, a.cookie)).statusCode).toBe(404);
    expect(await rowOf(m.id)).toMatchObject({ deletedBySender: true, deletedByReceiver: false });

    // The receiver can still mark it read; then deletes it and the row is gone.
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, b.cookie)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/messages/${m.id}`, b.cookie)).statusCode).toBe(200);
    expect(await rowOf(m.id)).toBeUndefined();
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, b.cookie)).statusCode).toBe(404);
  });

  it('takes an unread message out of the unread count when the receiver deletes it', async () => {
    const a = await createMember(t, { subscriber: true });
    const m = await sendOk(t, buyer.cookie, { receiverId: a.user.id, content: 'nunca lida' });
    expect((await call(t, 'GET', '/api/messages/unread-count', a.cookie)).json().count).toBe(1);
    expect((await call(t, 'DELETE', `/api/messages/${m.id}`, a.cookie)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/messages/unread-count', a.cookie)).json().count).toBe(0);
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, a.cookie)).statusCode).toBe(404);
    expect(await idsOf(t, buyer.cookie, '?box=sent')).toContain(m.id);
  });

  it('removes the row when both parties delete at the same moment', async () => {
    const a = await createMember(t, { subscriber: true });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await sendOk(t, a.cookie, { receiverId: buyer.user.id, content: `corrida ${i}` })).id);
    await Promise.all(
      ids.flatMap((id) => [
        call(t, 'DELETE', `/api/messages/${id}`, a.cookie),
        call(t, 'DELETE', `/api/messages/${id}`, buyer.cookie),
      ]),
    );
    for (const id of ids) expect(await rowOf(id)).toBeUndefined();
  });
});
