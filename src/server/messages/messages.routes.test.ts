import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX, messageMessages as msg } from '../../contract/messages.js';
import { users } from '../db/schema.js';
import { createMember, type TestApp } from '../test/app.js';
import { createItem, itemBody } from '../test/marketplace.js';
import { boxCounts, call, idsOf, messagesCast, send, sendOk } from '../test/messages.js';
import { messages } from './messages.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
let outsider: Member;
let member: Member;
let images: string[];

beforeAll(async () => {
  ({ t, admin, seller, buyer, outsider, member, images } = await messagesCast());
});
afterAll(() => t.close());

/** An item of the seller; approved unless `pending`. */
async function sellerItem(title: string, { pending = false } = {}) {
  const item = await createItem(t, seller.cookie, itemBody(images, { title }));
  if (!pending) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${item.id}/approve`,
      headers: { cookie: admin.cookie },
    });
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
    await t.db
      .update(users)
      .set({ subscriptionEnd: new Date(Date.now() - 60_000) })
      .where(eq(users.id, outsider.user.id));
    try {
      expect((await send(t, outsider.cookie, body)).statusCode).toBe(403);
    } finally {
      await t.db
        .update(users)
        .set({ subscriptionEnd: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(users.id, outsider.user.id));
    }
    expect(admin.user.subscriptionStatus).toBe('inactive');
    await sendOk(t, admin.cookie, body);
    await sendOk(t, buyer.cookie, body);
    expect((await boxCounts(t, member.user.id)).sent).toBe(0);
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
    for (const body of [
      { content: 'sem destinatário' },
      { receiverId: '', content: 'x' },
      { receiverId: 'abc', content: 'x' },
      { receiverId: 0, content: 'x' },
    ]) {
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
    expect((await boxCounts(t, inactive.user.id)).received).toBe(0);
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
    const m = await sendOk(t, buyer.cookie, {
      receiverId: seller.user.id,
      itemId: item.id,
      itemTitle: 'Título falso',
      content: 'Ainda disponível?',
    });
    expect(m).toMatchObject({ itemId: item.id, itemTitle: 'Bicicleta elétrica aro 26' });
    expect((await rowOf(m.id))!.itemTitle).toBe('Bicicleta elétrica aro 26');
    const noItem = await sendOk(t, buyer.cookie, {
      receiverId: seller.user.id,
      itemTitle: 'Título solto',
      content: 'Sem item',
    });
    expect(noItem).toMatchObject({ itemId: null, itemTitle: null });
  });

  it('needs an item that exists and that the sender may see', async () => {
    const missing = await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: 99_999_999, content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(msg.itemNotFound);
    expect((await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: 'abc', content: 'x' })).statusCode).toBe(
      400,
    );
    // A pending item of someone else is not the buyer's to know about (its title would leak).
    const pending = await sellerItem('Anúncio ainda pendente', { pending: true });
    expect(
      (await send(t, buyer.cookie, { receiverId: seller.user.id, itemId: pending.id, content: 'x' })).statusCode,
    ).toBe(404);
    // …while its seller may talk about it.
    await sendOk(t, seller.cookie, { receiverId: buyer.user.id, itemId: pending.id, content: 'sobre meu anúncio' });
  });

  it('lets a conversation about an item go on after the item is taken down', async () => {
    const item = await sellerItem('Capacete fechado');
    const first = await sendOk(t, buyer.cookie, {
      receiverId: seller.user.id,
      itemId: item.id,
      content: 'Quero o capacete',
    });
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${item.id}/reject`,
      headers: { cookie: admin.cookie },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const reply = await sendOk(t, seller.cookie, {
      receiverId: buyer.user.id,
      itemId: first.itemId,
      itemTitle: first.itemTitle,
      content: 'Já foi vendido',
    });
    expect(reply).toMatchObject({ itemId: item.id, itemTitle: 'Capacete fechado' });
    await sendOk(t, buyer.cookie, { receiverId: seller.user.id, itemId: item.id, content: 'Que pena' });
    // A third member still cannot start one about it.
    expect(
      (await send(t, outsider.cookie, { receiverId: seller.user.id, itemId: item.id, content: 'x' })).statusCode,
    ).toBe(404);
  });
});
