// Issue 28: the reply dialog shows what the two members said before about the item, oldest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePage } from '../../contract/messages.js';
import type { TestApp } from '../test/app.js';
import { createItem, itemBody } from '../test/marketplace.js';
import { call, messagesCast, sendOk } from '../test/messages.js';

let t: TestApp;
let cast: Awaited<ReturnType<typeof messagesCast>>;
let itemId: number;

beforeAll(async () => {
  cast = await messagesCast();
  t = cast.t;
  const item = await createItem(t, cast.seller.cookie, itemBody(cast.images, { title: 'Baú térmico' }));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/marketplace/${item.id}/approve`,
    headers: { cookie: cast.admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  itemId = item.id;
});
afterAll(() => t.close());

async function conversation(cookie: string, query: string): Promise<MessagePage> {
  const res = await call(t, 'GET', `/api/messages/conversation?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const texts = (p: MessagePage) => p.items.map((m) => m.content);

describe('GET /api/messages/conversation', () => {
  it('what both said about the item, oldest first; nothing about other items or from anyone else', async () => {
    const { seller, buyer, outsider } = cast;
    const about = { receiverId: seller.user.id, itemId };
    await sendOk(t, buyer.cookie, { ...about, content: 'Ainda está disponível?' });
    await sendOk(t, seller.cookie, { receiverId: buyer.user.id, itemId, content: 'Sim, está.' });
    await sendOk(t, buyer.cookie, { ...about, content: 'Posso ver amanhã?' });
    await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: 'Outro assunto' });
    await sendOk(t, outsider.cookie, { ...about, content: 'Eu também quero' });

    const seen = await conversation(seller.cookie, `memberId=${buyer.user.id}&itemId=${itemId}`);
    expect(texts(seen)).toEqual(['Ainda está disponível?', 'Sim, está.', 'Posso ver amanhã?']);
    expect(seen.nextCursor).toBeNull();
    expect(seen.items[0]!.sender).toMatchObject({ id: buyer.user.id });
    // The same conversation from the other side; and the one about no item.
    expect(texts(await conversation(buyer.cookie, `memberId=${seller.user.id}&itemId=${itemId}`))).toEqual(texts(seen));
    expect(texts(await conversation(seller.cookie, `memberId=${buyer.user.id}`))).toEqual(['Outro assunto']);
  });

  it('pages back in time when it is long, each page oldest first', async () => {
    const { seller, outsider } = cast;
    for (let i = 1; i <= 5; i++) await sendOk(t, outsider.cookie, { receiverId: seller.user.id, content: `m${i}` });
    const q = `memberId=${outsider.user.id}&limit=2`;
    const first = await conversation(seller.cookie, q);
    expect(texts(first)).toEqual(['m4', 'm5']);
    const second = await conversation(seller.cookie, `${q}&cursor=${first.nextCursor}`);
    expect(texts(second)).toEqual(['m2', 'm3']);
    const third = await conversation(seller.cookie, `${q}&cursor=${second.nextCursor}`);
    expect(texts(third)).toEqual(['m1']);
    expect(third.nextCursor).toBeNull();
  });

  it('leaves out what the caller deleted, not what the other deleted', async () => {
    const { seller, buyer } = cast;
    const gone = await sendOk(t, buyer.cookie, { receiverId: seller.user.id, content: 'apagada pelo vendedor' });
    expect((await call(t, 'DELETE', `/api/messages/${gone.id}`, seller.cookie)).statusCode).toBe(200);
    expect(texts(await conversation(seller.cookie, `memberId=${buyer.user.id}`))).not.toContain(
      'apagada pelo vendedor',
    );
    expect(texts(await conversation(buyer.cookie, `memberId=${seller.user.id}`))).toContain('apagada pelo vendedor');
  });

  it('needs a login (401) and a member id (400 in pt-BR)', async () => {
    expect((await call(t, 'GET', `/api/messages/conversation?memberId=${cast.seller.user.id}`)).statusCode).toBe(401);
    const bad = await call(t, 'GET', '/api/messages/conversation?memberId=abc', cast.buyer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Membro inválido.');
  });
});
