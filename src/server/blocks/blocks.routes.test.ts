import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockPage } from '../../contract/blocks.js';
import { approvedRental, listAll } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { approvedItem, idsOf, type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';
import { send, sendOk } from '../test/messages.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const block = (cookie: string | undefined, memberId: unknown) => call(t, 'POST', '/api/blocks', cookie, { memberId });
const NEUTRAL = 'Não é possível enviar mensagens para este membro.';

describe('blocks', () => {
  it('a blocked member cannot message the blocker, nor the blocker them, with the same neutral 403', async () => {
    const [a, b] = await Promise.all([createMember(t, { subscriber: true }), createMember(t, { subscriber: true })]);
    await sendOk(t, b.cookie, { receiverId: a.user.id, content: 'Oi, tudo bem?' });
    expect((await block(a.cookie, b.user.id)).statusCode).toBe(201);
    const fromBlocked = await send(t, b.cookie, { receiverId: a.user.id, content: 'Oi de novo' });
    const fromBlocker = await send(t, a.cookie, { receiverId: b.user.id, content: 'Olá' });
    expect([fromBlocked.statusCode, fromBlocker.statusCode]).toEqual([403, 403]);
    expect(fromBlocked.json().message).toBe(NEUTRAL);
    expect(fromBlocker.json().message).toBe(NEUTRAL);
    // Unblocked: messages flow again.
    expect((await call(t, 'DELETE', `/api/blocks/${b.user.id}`, a.cookie)).statusCode).toBe(200);
    await sendOk(t, b.cookie, { receiverId: a.user.id, content: 'Voltamos a conversar' });
  });

  it("the blocker's marketplace and rentals lists leave out the blocked member's items; others and visitors still see them", async () => {
    const item = await approvedItem(c);
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie);
    expect(await idsOf(t, '/api/marketplace?limit=48', c.buyer.cookie)).toContain(item.id);
    expect((await block(c.buyer.cookie, c.seller.user.id)).statusCode).toBe(201);
    expect(await idsOf(t, '/api/marketplace?limit=48', c.buyer.cookie)).not.toContain(item.id);
    expect(await idsOf(t, `/api/marketplace?limit=48&category=${item.category}`, c.buyer.cookie)).not.toContain(
      item.id,
    );
    expect((await listAll(t, '', c.buyer.cookie)).map((r) => r.id)).not.toContain(rental.id);
    expect(await idsOf(t, '/api/marketplace?limit=48')).toContain(item.id);
    expect(await idsOf(t, '/api/marketplace?limit=48', c.member.cookie)).toContain(item.id);
    expect((await listAll(t, '')).map((r) => r.id)).toContain(rental.id);
    // The blocked member is not told: their own lists are unchanged.
    expect(await idsOf(t, '/api/marketplace?limit=48', c.seller.cookie)).toContain(item.id);
    await call(t, 'DELETE', `/api/blocks/${c.seller.user.id}`, c.buyer.cookie);
    expect(await idsOf(t, '/api/marketplace?limit=48', c.buyer.cookie)).toContain(item.id);
  });

  it('lists blocked members, refuses self, unknown, repeated blocks and unblocking a stranger; visitors get 401', async () => {
    const [a, b] = await Promise.all([
      createMember(t),
      createMember(t, { register: { displayName: 'Bloqueado Teste' } }),
    ]);
    expect((await block(undefined, b.user.id)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/blocks')).statusCode).toBe(401);
    const self = await block(a.cookie, a.user.id);
    expect([self.statusCode, self.json().message]).toEqual([400, 'Você não pode bloquear a si mesmo.']);
    expect((await block(a.cookie, 'abc')).json().message).toBe('Membro inválido.');
    expect((await block(a.cookie, 99_999_999)).statusCode).toBe(404);
    expect((await block(a.cookie, b.user.id)).statusCode).toBe(201);
    expect((await block(a.cookie, b.user.id)).statusCode).toBe(409);
    const page: BlockPage = (await call(t, 'GET', '/api/blocks', a.cookie)).json();
    expect(page.items).toEqual([
      {
        id: b.user.id,
        displayName: expect.any(String),
        memberNumber: b.user.memberNumber,
        blockedAt: expect.any(String),
      },
    ]);
    expect((await call(t, 'GET', '/api/blocks/ids', a.cookie)).json()).toEqual({ ids: [b.user.id] });
    // b's list is b's own: nothing there, and b cannot undo a's block.
    expect((await call(t, 'GET', '/api/blocks', b.cookie)).json().items).toEqual([]);
    expect((await call(t, 'DELETE', `/api/blocks/${a.user.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/blocks/ids', a.cookie)).json().ids).toEqual([b.user.id]);
  });
});
