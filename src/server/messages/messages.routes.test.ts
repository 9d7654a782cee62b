import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX, messageMessages as msg } from '../../contract/messages.js';
import { createItem, itemBody, uploadImages } from '../test/marketplace.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { users } from '../users/users.tables.js';
import { messages } from './messages.tables.js';
import { call, idsOf, listOf, send, sendOk } from '../test/messages.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
let outsider: Member;
let member: Member;
let images: string[];

beforeAll(async () => {
  // Every sender here writes far more than 20 a minute; the limits have their own file.
  t = await createTestApp({ env: { MESSAGE_MAX_PER_MINUTE: '100000', MESSAGE_MAX_PER_DAY: '100000' } });
  [admin, seller, buyer, outsider, member] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true, register: { firstName: 'Sérgio', lastName: 'Vendedor' } }),
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
  images = await uploadImages(t, seller.cookie, 1);
});
afterAll(() => t.close());

/** An item of the seller; approved unless `pending`. */
async function sellerItem(title: string, { pending = false } = {}) {
  const item = await createItem(t, seller.cookie, itemBody(images, { title }));
  if (!pending) {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/marketplace/${item.id}/approve`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return item;
}

const rowOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('who may send', () => {
  it('needs a login (401) and an active subscription (403, before the body is read); admins are exempt', async () => {
    const body = { receiverId: seller.user.id, content: 'Olá!' };
    expect((await send(t, undefined, body)).statusCode).toBe(401);
    const res = await send(t, member.cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.subscriptionRequired);
    expect((await send(t, member.cookie, {})).statusCode).toBe(403);
    // An ended subscription no longer counts.
    await t.db.update(users).set({ subscriptionEnd: new Date(Date.now() - 60_000) }).where(eq(users.id, outsider.user.id));
    try {
      expect((await send(t, outsider.cookie, body)).statusCode).toBe(403);
    } finally {
      await t.db.update(users).set({ subscriptionEnd: new Date(Date.now() + 30 * 86_400_000) }).where(eq(users.id, outsider.user.id));
    }
    expect(admin.user.subscriptionStatus).toBe('inactive');
    await sendOk(t, admin.cookie, body);
    await sendOk(t, buyer.cookie, body);
    expect((await boxCounts(member.user.id)).sent).toBe(0);
  });

  it('lets a member without a subscription read, mark and delete what they received', async () => {
    const m = await sendOk(t, buyer.cookie, { receiverId: member.user.id, content: 'Para quem não assina' });
    expect(await idsOf(t, member.cookie, '?box=received')).toContain(m.id);
    expect((await call(t, 'PUT', `/api/messages/${m.id}/read`, member.cookie)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/messages/${m.id}`, member.cookie)).statusCode).toBe(200);
  });

  it('needs a login for every read call', async () => {
    for (const [method, url] of [
      ['GET', '/api/messages'],
      ['GET', '/api/messages/unread-count'],
      ['GET', '/api/messages/counts'],
      ['PUT', '/api/messages/1/read'],
      ['DELETE', '/api/messages/1'],
    ] as const) {
      expect((await call(t, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('recipient', () => {
  it('accepts receiverId or recipientId (number or digits)', async () => {
    const a = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: 'pelo receiverId' });
    const b = await sendOk(t, buyer.cookie, { recipientId: seller.user.id, content: 'pelo recipientId' });
    const c = await sendOk(t, buyer.cookie, { recipientId: String(seller.user.id), content: 'id em texto' });
    for (const m of [a, b, c]) expect(m).toMatchObject({ senderId: buyer.user.id, receiverId: seller.user.id });
  });

  it('refuses a missing, unknown or inactive recipient and oneself, with the spec texts', async () => {
    for (const body of [{ content: 'sem destinatário' }, { receiverId: '', content: 'x' }, { receiverId: 'abc', content: 'x' }, { receiverId: 0, content: 'x' }]) {
      const res = await send(t, buyer.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(msg.recipientRequired);
    }
    const unknown = await send(t, buyer.cookie, { receiverId: 99_999_999, content: 'ninguém' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(msg.recipientRequired);

    const inactive = await createMember(t, { subscriber: true });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const res = await send(t, buyer.cookie, { receiverId: inactive.user.id, content: 'conta desativada' });
    expect(res.statusCode).toBe(404);

    const self = await send(t, buyer.cookie, { receiverId: buyer.user.id, content: 'eu mesmo' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(msg.toSelf);
    expect((await boxCounts(inactive.user.id)).received).toBe(0);
  });
});

describe('content', () => {
  it('is trimmed; 500 characters pass, 501 fail; empty or whitespace-only fail with the spec text', async () => {
    const trimmed = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: '   Olá, tudo bem?  \n ' });
    expect(trimmed.content).toBe('Olá, tudo bem?');
    expect((await rowOf(trimmed.id))!.content).toBe('Olá, tudo bem?');

    const max = 'a'.repeat(MESSAGE_MAX);
    expect((await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: `  ${max}  ` })).content).toBe(max);
    const over = await send(t, buyer.cookie, { receiverId: seller.user.id, content: `${max}b` });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(msg.contentMax);

    for (const content of ['', '   ', '\n\t  \n', undefined]) {
      const res = await send(t, buyer.cookie, { receiverId: seller.user.id, content });
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().message).toBe(msg.contentRequired);
    }
  });

  it('keeps line breaks and stores HTML as plain text, returned exactly as typed', async () => {
    const content = '<script>alert("oi")</script>\n<b>negrito</b> & <img src=x onerror=alert(1)> "aspas" \'simples\'';
    const m = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content });
    expect(m.content).toBe(content);
    expect((await rowOf(m.id))!.content).toBe(content);
    const res = await call(t, 'GET', '/api/messages?box=received&limit=1', seller.cookie);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().items[0].content).toBe(content);
  });

  it('refuses a NUL character instead of failing in the database', async () => {
    const res = await send(t, buyer.cookie, { receiverId: seller.user.id, content: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
  });
});

describe('about an item', () => {
  it('takes itemTitle from the item, never from the body', async () => {
    const item = await sellerItem('Bicicleta elétrica aro 26');
    const m = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, itemId: item.id, itemTitle: 'Título falso', content: 'Ainda disponível?' });
    expect(m).toMatchObject({ itemId: item.id, itemTitle: 'Bicicleta elétrica aro 26' });
    expect((await rowOf(m.id))!.itemTitle).toBe('Bicicleta elétrica aro 26');
    const noItem = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, itemTitle: 'Título solto', content: 'Sem item' });
    expect(noItem).toMatchObject({ itemId: null, itemTitle: null });
  });

  it('needs an item that exists and that the sender may see', async () => {
    const missing = await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: 99_999_999, content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(msg.itemNotFound);
    expect((await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: 'abc', content: 'x' })).statusCode).toBe(400);
    // A pending item of someone else is not the buyer's to know about (its title would leak).
    const pending = await sellerItem('Anúncio ainda pendente', { pending: true });
    expect((await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: pending.id, content: 'x' })).statusCode).toBe(404);
    // …while its seller may talk about it.
    await sendOk(t, seller.cookie, { receiverId: buyer.user.id, itemId: pending.id, content: 'sobre meu anúncio' });
  });

  it('lets a conversation about an item go on after the item is taken down', async () => {
    const item = await sellerItem('Capacete fechado');
    const first = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, itemId: item.id, content: 'Quero o capacete' });
    const reject = await t.app.inject({ method: 'POST', url: `/api/admin/marketplace/${item.id}/reject`, headers: { cookie: admin.cookie } });
    expect(reject.statusCode, reject.body).toBe(200);
    const reply = await sendOk(t, seller.cookie, { receiverId: buyer.user.id, itemId: first.itemId, itemTitle: first.itemTitle, content: 'Já foi vendido' });
    expect(reply).toMatchObject({ itemId: item.id, itemTitle: 'Capacete fechado' });
    await sendOk(t, buyer.cookie, { receiverId: seller.user.id, itemId: item.id, content: 'Que pena' });
    // A third member still cannot start one about it.
    expect((await send(t, outsider.cookie, { receiverId: seller.user.id, itemId: item.id, content: 'x' })).statusCode).toBe(404);
  });
});

/** What the database holds for one member, without what they deleted. */
async function boxCounts(userId: number) {
  const all = await t.db.select().from(messages);
  return {
    sent: all.filter((m) => m.senderId === userId && !m.deletedBySender).length,
    received: all.filter((m) => m.receiverId === userId && !m.deletedByReceiver).length,
  };
}

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
      ['content', 'createdAt', 'id', 'isRead', 'itemId', 'itemTitle', 'read', 'receiver', 'receiverId', 'sender', 'senderId'].sort(),
    );
    expect(m.sender).toEqual({ id: a.user.id, displayName: 'Ana Entregas', memberNumber: a.user.memberNumber });
    expect(m.receiver).toEqual({ id: b.user.id, displayName: null, memberNumber: b.user.memberNumber });
    const raw = (await call(t, 'GET', '/api/messages', a.cookie)).body;
    for (const secret of [a.email, b.email, '+353', 'password']) expect(raw).not.toContain(secret);
  });

  it('pages with a cursor without repeating or skipping while new messages arrive', async () => {
    const a = await createMember(t, { subscriber: true });
    const sent: number[] = [];
    for (let i = 0; i < 5; i++) sent.push((await sendOk(t, buyer.cookie, { receiverId: a.user.id, content: `n${i}` })).id);
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
    expect((await call(t, 'GET', '/api/messages/counts', a.cookie)).json()).toEqual({ received: 1, sent: 0, unread: 1 });

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
    for (let i = 0; i < 5; i++) ids.push((await sendOk(t, a.cookie, { receiverId: buyer.user.id, content: `corrida ${i}` })).id);
    await Promise.all(ids.flatMap((id) => [call(t, 'DELETE', `/api/messages/${id}`, a.cookie), call(t, 'DELETE', `/api/messages/${id}`, buyer.cookie)]));
    for (const id of ids) expect(await rowOf(id)).toBeUndefined();
  });
});
