import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalMessages } from '../../contract/account-rentals.js';
import { marketplaceMessages } from '../../contract/marketplace.js';
import { approvedRental, listAll } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import type { TestApp } from '../test/app.js';
import {
  approvedItem,
  get,
  idsOf,
  type MarketplaceCast,
  marketplaceCast,
  putItem,
  token,
} from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 34 (decision 045): listings and rentals leave the public lists 60 days after their last
// renewal; the owner is told 3 days before, once; 'Renovar' brings them back for 60 more days.

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const run = (days: number) =>
  Promise.all([
    t.app.services.marketplace.expireListings(inDays(days)),
    t.app.services.accountRentals.expireListings(inDays(days)),
  ]);
const told = async (cookie: string, type: string, title: string) =>
  (await notificationsOf(t, cookie, '?limit=50')).items.filter((n) => n.type === type && n.body.includes(title));

describe('listing expiry', () => {
  it('a listing: told 3 days before (once, even with two rounds at once), then out of every public read; the owner keeps it and renews it in one tap', async () => {
    const word = token();
    const item = await approvedItem(c, { title: `Baú ${word}` });
    expect(Date.parse(item.expiresAt!) - Date.now()).toBeGreaterThan(59.9 * DAY);
    const before = (await get(t, '/api/marketplace?limit=1')).json().total;

    // 56 days on: nothing yet.
    await run(56);
    expect(await told(c.seller.cookie, 'item-expiring', word)).toHaveLength(0);
    // 58 days on: two instances' rounds at the same moment tell the owner once.
    await Promise.all([run(58), run(58)]);
    await run(58.5);
    const notice = await told(c.seller.cookie, 'item-expiring', word);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ title: 'Seu anúncio expira em 3 dias', target: { kind: 'item', id: item.id } });
    expect(notice[0]!.body).toContain('Toque em Renovar');
    expect(await idsOf(t, `/api/marketplace?q=${word}`)).toEqual([item.id]);

    // 61 days on: gone from the lists, the search, the item page and the similar items of others.
    await run(61);
    expect(await idsOf(t, `/api/marketplace?q=${word}`)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${word}`, c.buyer.cookie)).toEqual([]);
    expect((await idsOf(t, '/api/marketplace?limit=48&category=motos')).includes(item.id)).toBe(false);
    expect((await get(t, '/api/marketplace?limit=1')).json().total).toBe(before - 1);
    expect((await get(t, `/api/marketplace/${item.id}`, c.buyer.cookie)).statusCode).toBe(404);
    expect((await get(t, `/api/marketplace/${item.id}`)).statusCode).toBe(404);
    // The owner still sees it, in 'Meus anúncios' too, as expired.
    const own = (await get(t, `/api/marketplace/${item.id}`, c.seller.cookie)).json();
    expect(own).toMatchObject({ id: item.id, status: 'expired' });
    const mine = (await get(t, '/api/marketplace/my-items?limit=48', c.seller.cookie)).json().items;
    expect(mine.find((i: { id: number }) => i.id === item.id)).toMatchObject({ status: 'expired' });

    // Nobody else renews it; the owner does, in one call.
    const other = await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.buyer.cookie);
    expect(other.statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/marketplace/${item.id}/renew`)).statusCode).toBe(401);
    const renewed = await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.seller.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(marketplaceMessages.renewed);
    expect(renewed.json().item).toMatchObject({ status: 'active' });
    expect(Date.parse(renewed.json().item.expiresAt) - Date.now()).toBeGreaterThan(59.9 * DAY);
    expect(await idsOf(t, `/api/marketplace?q=${word}`)).toEqual([item.id]);
    expect((await get(t, '/api/marketplace?limit=1')).json().total).toBe(before);
    // The expiry date is the owner's: others read null.
    expect((await get(t, `/api/marketplace/${item.id}`, c.buyer.cookie)).json().expiresAt).toBeNull();
  });

  it("a public listing's renewal is its owner's only; switching a listing back on renews it", async () => {
    const word = token();
    const item = await approvedItem(c, { title: `Capa ${word}` });
    const other = await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.buyer.cookie);
    expect([other.statusCode, other.json().message]).toEqual([403, marketplaceMessages.renewForbidden]);
    // Off, then 61 days on, then back on by the owner: on show again, 60 days from the switch.
    expect((await putItem(t, c.seller.cookie, item.id, { status: 'inactive' })).statusCode).toBe(200);
    await run(61);
    expect((await putItem(t, c.seller.cookie, item.id, { status: 'active' })).statusCode).toBe(200);
    await run(1);
    expect(await idsOf(t, `/api/marketplace?q=${word}`)).toEqual([item.id]);
  });

  it('a rental: told 3 days before once, out of the public list and its page after 60 days, kept for its owner, renewed', async () => {
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { appName: 'Chuppa' });
    await Promise.all([run(58), run(58)]);
    const notice = await told(c.seller.cookie, 'rental-expiring', 'Chuppa');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      title: 'Seu aluguel expira em 3 dias',
      target: { kind: 'rental', id: rental.id },
    });

    await run(61);
    expect((await listAll(t, '')).some((r) => r.id === rental.id)).toBe(false);
    expect((await listAll(t, '', c.buyer.cookie)).some((r) => r.id === rental.id)).toBe(false);
    expect((await call(t, 'GET', `/api/account-rentals/${rental.id}`, c.buyer.cookie)).statusCode).toBe(404);
    // The owner's list and page still show it, marked expired.
    const own = (await listAll(t, '', c.seller.cookie)).find((r) => r.id === rental.id);
    expect(own).toMatchObject({ expired: true });
    expect((await call(t, 'GET', `/api/account-rentals/${rental.id}`, c.seller.cookie)).json()).toMatchObject({
      expired: true,
    });
    expect((await call(t, 'POST', `/api/account-rentals/${rental.id}/renew`, c.buyer.cookie)).statusCode).toBe(404);
    const renewed = await call(t, 'POST', `/api/account-rentals/${rental.id}/renew`, c.seller.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ message: rentalMessages.renewed, item: { expired: false } });
    expect((await listAll(t, '')).some((r) => r.id === rental.id)).toBe(true);
    // Others never read the expiry fields.
    const seen = (await listAll(t, '', c.buyer.cookie)).find((r) => r.id === rental.id);
    expect(seen).toMatchObject({ expired: null, expiresAt: null });
  });

  it("the notice's own 'Renovar': it names its listing, says until when once renewed, and says a deleted one is gone", async () => {
    const word = token();
    const item = await approvedItem(c, { title: `Alforje ${word}` });
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { appName: 'Deliveroo' });
    await run(58);
    const notices = async () => [
      ...(await told(c.seller.cookie, 'item-expiring', word)),
      ...(await told(c.seller.cookie, 'rental-expiring', '')).filter((n) => n.target.id === rental.id),
    ];
    expect(await notices()).toMatchObject([
      { target: { kind: 'item', id: item.id }, targetGone: false, renewedUntil: null },
      { target: { kind: 'rental', id: rental.id }, targetGone: false, renewedUntil: null },
    ]);
    // Nobody else renews from it (the renew routes check the owner).
    expect((await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.buyer.cookie)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/account-rentals/${rental.id}/renew`, c.buyer.cookie)).statusCode).toBe(403);
    expect((await notices()).map((n) => n.renewedUntil)).toEqual([null, null]);

    // The owner renews both: each notice now says until when, the renewed listing's own end.
    const a = (await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.seller.cookie)).json().item;
    const b = (await call(t, 'POST', `/api/account-rentals/${rental.id}/renew`, c.seller.cookie)).json().item;
    expect((await notices()).map((n) => n.renewedUntil)).toEqual([a.expiresAt, b.expiresAt]);
    expect(Date.parse(a.expiresAt) - Date.now()).toBeGreaterThan(59.9 * DAY);

    // Deleted since: the notice says it is gone (the web shows that instead of 'Renovar').
    const del = async (path: string) => expect((await call(t, 'DELETE', path, c.admin.cookie)).statusCode).toBe(200);
    await del(`/api/admin/marketplace/${item.id}`);
    await del(`/api/admin/account-rentals/${rental.id}`);
    expect(await notices()).toMatchObject([
      { targetGone: true, renewedUntil: null },
      { targetGone: true, renewedUntil: null },
    ]);
    expect((await call(t, 'POST', `/api/marketplace/${item.id}/renew`, c.seller.cookie)).statusCode).toBe(404);
  });

  it('a notice made before it named its listing opens "Meus anúncios" and is not taken for a deleted one', async () => {
    const word = token();
    await t.app.services.notifications.notify(t.db, c.seller.user.id, 'item-expiring', {
      data: { title: `Antigo ${word}`, until: inDays(3).toISOString() },
    });
    expect(await told(c.seller.cookie, 'item-expiring', word)).toMatchObject([
      { target: { kind: 'item', id: null }, targetGone: false, renewedUntil: null },
    ]);
  });
});
