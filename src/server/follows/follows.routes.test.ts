import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWS_MAX, type FollowPage, followMessages } from '../../contract/follows.js';
import { follows } from '../db/schema.js';
import { approvedRental, createRental } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import {
  approvedItem,
  createItem,
  itemBody,
  type MarketplaceCast,
  marketplaceCast,
  token,
} from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 34: 'Seguir' a seller; a new approved listing or rental of theirs notifies the follower.

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const number = (m: { user: { memberNumber: string } }) => m.user.memberNumber;
const follow = (cookie: string | undefined, n: string) => call(t, 'PUT', `/api/follows/${n}`, cookie);
const stateOf = async (cookie: string, n: string) => (await call(t, 'GET', `/api/follows/${n}`, cookie)).json();
const heard = async (cookie: string, type: string, text: string) =>
  (await notificationsOf(t, cookie, '?limit=50')).items.filter((n) => n.type === type && n.body.includes(text));
const approve = (id: number) => call(t, 'POST', `/api/admin/marketplace/${id}/approve`, c.admin.cookie);

describe('follows', () => {
  it("follows a seller; the seller's next approved listing and rental notify the follower, once each", async () => {
    const fan = await createMember(t);
    const res = await follow(fan.cookie, number(c.seller).toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: followMessages.followed, following: true });
    expect((await follow(fan.cookie, number(c.seller))).statusCode).toBe(200); // idempotent
    expect(await stateOf(fan.cookie, number(c.seller))).toEqual({ following: true, followers: null });

    const word = token();
    const pending = await createItem(t, c.seller.cookie, itemBody([c.sellerImages[0]!], { title: `Mochila ${word}` }));
    // Waiting for moderation tells nobody.
    expect(await heard(fan.cookie, 'followed-new-item', word)).toHaveLength(0);
    expect((await approve(pending.id)).statusCode).toBe(200);
    const [n] = await heard(fan.cookie, 'followed-new-item', word);
    expect(n).toMatchObject({
      title: `Novo anúncio de ${c.seller.user.firstName}`,
      body: `“Mochila ${word}” acabou de ser publicado no marketplace.`,
      target: { kind: 'item', id: pending.id },
    });
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { appName: 'Fox Delivery' });
    expect(await heard(fan.cookie, 'followed-new-rental', 'Fox Delivery')).toMatchObject([
      { target: { kind: 'rental', id: rental.id } },
    ]);
    // The seller is not told of their own listing, nor is anyone who does not follow them.
    expect(await heard(c.seller.cookie, 'followed-new-item', word)).toHaveLength(0);
    expect(await heard(c.buyer.cookie, 'followed-new-item', word)).toHaveLength(0);

    // Unfollowing: the next listing tells nothing.
    expect((await call(t, 'DELETE', `/api/follows/${number(c.seller)}`, fan.cookie)).json()).toEqual({
      message: followMessages.unfollowed,
      following: false,
    });
    const again = await call(t, 'DELETE', `/api/follows/${number(c.seller)}`, fan.cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, followMessages.notFollowing]);
    const later = token();
    await approvedItem(c, { title: `Luvas ${later}` });
    expect(await heard(fan.cookie, 'followed-new-item', later)).toHaveLength(0);
  });

  it('a block cuts it: no following across a block, and no notice to a follower the seller blocked', async () => {
    const [fan, seller] = await Promise.all([createMember(t), createMember(t, { subscriber: true })]);
    expect((await follow(fan.cookie, number(seller))).statusCode).toBe(200);
    // The seller blocks the follower after being followed: the follower hears nothing of new listings.
    expect((await call(t, 'POST', '/api/blocks', seller.cookie, { memberId: fan.user.id })).statusCode).toBe(201);
    const r = await createRental(t, seller.cookie, { appName: 'Panda Delivery' });
    expect((await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/approve`, c.admin.cookie)).statusCode).toBe(200);
    expect(await heard(fan.cookie, 'followed-new-rental', 'Panda Delivery')).toHaveLength(0);
    // And neither can follow the other while the block stands.
    await call(t, 'DELETE', `/api/follows/${number(seller)}`, fan.cookie);
    const refused = await follow(fan.cookie, number(seller));
    expect([refused.statusCode, refused.json().message]).toEqual([403, followMessages.blocked]);
    expect((await follow(seller.cookie, number(fan))).statusCode).toBe(403);
  });

  it("privacy: only the seller sees their followers' count (never who); each member lists only their own follows", async () => {
    const [a, b, seller] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    for (const m of [a, b]) expect((await follow(m.cookie, number(seller))).statusCode).toBe(200);
    expect(await stateOf(seller.cookie, number(seller))).toEqual({ following: false, followers: 2 });
    expect(await stateOf(a.cookie, number(seller))).toEqual({ following: true, followers: null });
    const listOf = async (cookie: string): Promise<FollowPage> => (await call(t, 'GET', '/api/follows', cookie)).json();
    expect((await listOf(a.cookie)).items.map((f) => f.memberNumber)).toEqual([number(seller)]);
    // The seller's own list is of whom they follow: nobody.
    expect((await listOf(seller.cookie)).items).toEqual([]);
    expect(JSON.stringify(await listOf(seller.cookie))).not.toContain(a.user.email);
    // Visitors, oneself, an unknown number, a malformed one.
    expect((await follow(undefined, number(seller))).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/follows')).statusCode).toBe(401);
    const self = await follow(seller.cookie, number(seller));
    expect([self.statusCode, self.json().message]).toEqual([400, followMessages.self]);
    expect((await follow(a.cookie, 'X99999999')).statusCode).toBe(404);
    expect((await follow(a.cookie, 'MEMBRO')).statusCode).toBe(400);
    expect(FOLLOWS_MAX).toBe(500);
  });

  it('/seguindo pages the list on the server: newest member first, a cursor to the next page, then none', async () => {
    const me = await createMember(t);
    const sellers = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    for (const s of sellers) expect((await follow(me.cookie, number(s))).statusCode).toBe(200);
    const page = async (q: string): Promise<FollowPage> => (await call(t, 'GET', `/api/follows${q}`, me.cookie)).json();
    const ids = sellers.map((s) => s.user.id).sort((a, b) => b - a);
    const first = await page('?limit=2');
    expect(first.items.map((f) => f.memberId)).toEqual(ids.slice(0, 2));
    expect(first.items[0]).toMatchObject({ memberNumber: expect.any(String), name: expect.any(String) });
    expect(first.nextCursor).toBe(ids[1]);
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect([second.items.map((f) => f.memberId), second.nextCursor]).toEqual([[ids[2]], null]);
    // Unfollowed from the list: gone from it.
    expect((await call(t, 'DELETE', `/api/follows/${number(sellers[0]!)}`, me.cookie)).statusCode).toBe(200);
    expect((await page('')).items).toHaveLength(2);
    expect((await call(t, 'GET', '/api/follows?limit=100', me.cookie)).statusCode).toBe(400);
  });

  it('the data export lists them; deleting either account removes them', async () => {
    const [me, seller] = await Promise.all([createMember(t), createMember(t)]);
    await follow(me.cookie, number(seller));
    expect(await t.app.services.follows.exportFor(me.user.id)).toEqual([
      { memberNumber: number(seller), since: expect.any(String) },
    ]);
    const res = await call(t, 'POST', '/api/privacy/delete-account', me.cookie, {
      password: me.password,
      confirmation: 'EXCLUIR',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = or(eq(follows.followerId, me.user.id), eq(follows.followedId, me.user.id));
    expect(await t.db.$count(follows, rows)).toBe(0);
  });
});
