import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, type FavouritePage, favouriteMessages } from '../../contract/favourites.js';
import { favourites } from '../db/schema.js';
import { approvedRental } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import {
  approvedItem,
  createItem,
  itemBody,
  type MarketplaceCast,
  marketplaceCast,
  putItem,
} from '../test/marketplace.js';
import { latestOf, notificationsOf } from '../test/notifications.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const save = (cookie: string | undefined, id: number, kind = 'items') =>
  call(t, 'PUT', `/api/favourites/${kind}/${id}`, cookie);
const stateOf = async (cookie: string, id: number, kind = 'items') =>
  (await call(t, 'GET', `/api/favourites/${kind}/${id}`, cookie)).json();
const listOf = async (cookie: string, q = ''): Promise<FavouritePage> => {
  const res = await call(t, 'GET', `/api/favourites${q}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('favourites', () => {
  it('saves a listing and a rental for the member, on every device (session), lists them newest first, paged', async () => {
    const me = await createMember(t);
    const [a, b] = [await approvedItem(c, { title: 'Bag térmica' }), await approvedItem(c, { title: 'Capacete' })];
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { appName: 'Uber Eats' });
    for (const id of [a.id, b.id]) expect((await save(me.cookie, id)).statusCode).toBe(200);
    expect((await save(me.cookie, rental.id, 'rentals')).json()).toEqual({
      message: 'Salvo nos favoritos.',
      saved: true,
    });
    // Saving again is idempotent: still one row.
    expect((await save(me.cookie, a.id)).statusCode).toBe(200);
    // Another session of the same member (a phone, a laptop) sees the same hearts.
    const other = await call(t, 'POST', '/api/login', undefined, { email: me.email, password: me.password });
    const cookie2 = other.headers['set-cookie']!.toString().split(';')[0]!;
    expect(await stateOf(cookie2, a.id)).toEqual({ saved: true, savedBy: null });
    const first = await listOf(cookie2, '?limit=2');
    expect(first.items.map((f) => [f.kind, f.targetId])).toEqual([
      ['rental', rental.id],
      ['item', b.id],
    ]);
    expect(first.items[0]).toMatchObject({ title: 'Uber Eats · bike', price: '150.00', available: true });
    expect(first.items[1]).toMatchObject({ title: 'Capacete', price: '450.00', imageUrl: b.imageUrls[0] });
    const second = await listOf(cookie2, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((f) => f.targetId)).toEqual([a.id]);
    expect(second.nextCursor).toBeNull();
    // Removing: the heart is empty again, a second removal says it was not saved.
    expect((await call(t, 'DELETE', `/api/favourites/items/${a.id}`, me.cookie)).json()).toEqual({
      message: 'Removido dos favoritos.',
      saved: false,
    });
    const again = await call(t, 'DELETE', `/api/favourites/items/${a.id}`, me.cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, favouriteMessages.notSaved]);
    expect(await stateOf(me.cookie, a.id)).toEqual({ saved: false, savedBy: null });
  });

  it('refuses visitors, unknown and unpublished listings; a listing taken down shows as unavailable', async () => {
    const me = await createMember(t);
    expect((await save(undefined, 1)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/favourites')).statusCode).toBe(401);
    const missing = await save(me.cookie, 99_999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, favouriteMessages.notFound]);
    expect((await save(me.cookie, 0)).statusCode).toBe(400);
    const pending = await createItem(t, c.seller.cookie, itemBody([c.sellerImages[0]!]));
    expect((await save(me.cookie, pending.id)).statusCode).toBe(404);
    const item = await approvedItem(c);
    await save(me.cookie, item.id);
    expect((await putItem(t, c.admin.cookie, item.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await listOf(me.cookie)).items[0]).toMatchObject({ targetId: item.id, available: false });
  });

  it('the owner sees how many members saved the listing, never who; others only their own heart and list', async () => {
    const item = await approvedItem(c);
    const [x, y] = await Promise.all([createMember(t), createMember(t)]);
    await save(x.cookie, item.id);
    await save(y.cookie, item.id);
    expect(await stateOf(c.seller.cookie, item.id)).toEqual({ saved: false, savedBy: 2 });
    expect(await stateOf(x.cookie, item.id)).toEqual({ saved: true, savedBy: null });
    const body = (await call(t, 'GET', `/api/favourites/items/${item.id}`, c.seller.cookie)).body;
    expect(body).not.toContain(x.email);
    // Each list is the caller's own: the seller's is empty, x cannot remove y's favourite.
    expect((await listOf(c.seller.cookie)).items.map((f) => f.targetId)).not.toContain(item.id);
    expect((await call(t, 'DELETE', `/api/favourites/items/${item.id}`, c.member.cookie)).statusCode).toBe(404);
    expect(await stateOf(c.seller.cookie, item.id)).toEqual({ saved: false, savedBy: 2 });
  });

  it("brings the browser's favourites to the server at sign-in: public ones only, once each", async () => {
    const me = await createMember(t);
    const [a, b] = [await approvedItem(c), await approvedItem(c)];
    const pending = await createItem(t, c.seller.cookie, itemBody([c.sellerImages[0]!]));
    await save(me.cookie, a.id);
    const res = await call(t, 'POST', '/api/favourites/import', me.cookie, {
      itemIds: [a.id, b.id, b.id, pending.id, 99_999_999],
    });
    expect(res.json()).toEqual({ imported: 1 });
    expect((await listOf(me.cookie)).items.map((f) => f.targetId).sort()).toEqual([a.id, b.id].sort());
    const tooMany = await call(t, 'POST', '/api/favourites/import', me.cookie, {
      itemIds: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, favouriteMessages.importTooMany]);
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites per member, even under a parallel burst`, async () => {
    const me = await createMember(t);
    // FAVOURITES_MAX - 1 rows straight in the table, on listings made for it.
    await t.db.execute(sql`
      with made as (
        insert into marketplace_items (listing_number, title, description, type, whatsapp, approval_status)
        select 'FV' || ${me.user.id} || '-' || g, 'Peça ' || g, 'Peça usada', 'venda', '+353831234567', 'approved'
        from generate_series(1, ${FAVOURITES_MAX - 1}) g returning id)
      insert into favourites (user_id, item_id) select ${me.user.id}, id from made`);
    const items = await Promise.all([approvedItem(c), approvedItem(c), approvedItem(c)]);
    const burst = await Promise.all(items.map((i) => save(me.cookie, i.id)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(burst.find((r) => r.statusCode === 400)!.json().message).toBe(favouriteMessages.tooMany);
    expect(await t.db.$count(favourites, eq(favourites.userId, me.user.id))).toBe(FAVOURITES_MAX);
    expect((await call(t, 'POST', '/api/favourites/import', me.cookie, { itemIds: [items[0]!.id] })).json()).toEqual({
      imported: 0,
    });
  });

  it('a lower price made public notifies those who saved the listing (not the owner); a higher one does not', async () => {
    const item = await approvedItem(c, { title: 'Bike elétrica', price: '450' });
    const fan = await createMember(t);
    await save(fan.cookie, item.id);
    await save(c.seller.cookie, item.id);
    // The owner's edit waits for review: nothing yet.
    expect((await putItem(t, c.seller.cookie, item.id, { price: '400' })).statusCode).toBe(200);
    expect(await latestOf(t, fan.cookie, 'item-price-dropped')).toBeUndefined();
    // Approved: the fan hears of it, with both prices.
    expect((await call(t, 'POST', `/api/admin/marketplace/${item.id}/approve`, c.admin.cookie)).statusCode).toBe(200);
    const told = await latestOf(t, fan.cookie, 'item-price-dropped');
    expect(told).toMatchObject({
      title: 'Preço baixou',
      body: '“Bike elétrica”, que você salvou, baixou de € 450 para € 400.',
      target: { kind: 'item', id: item.id },
    });
    expect(await latestOf(t, c.seller.cookie, 'item-price-dropped')).toBeUndefined();
    // An admin's edit in place: up, nothing; down, one more.
    expect((await putItem(t, c.admin.cookie, item.id, { price: '420' })).statusCode).toBe(200);
    expect((await notificationsOf(t, fan.cookie)).items.filter((n) => n.type === 'item-price-dropped')).toHaveLength(1);
    expect((await putItem(t, c.admin.cookie, item.id, { price: '380.50' })).statusCode).toBe(200);
    const all = (await notificationsOf(t, fan.cookie)).items.filter((n) => n.type === 'item-price-dropped');
    expect(all.map((n) => n.body)).toEqual([
      '“Bike elétrica”, que você salvou, baixou de € 420 para € 380,5.',
      '“Bike elétrica”, que você salvou, baixou de € 450 para € 400.',
    ]);
  });

  it("a rental's lower weekly price, once approved, notifies those who saved it", async () => {
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { appName: 'Deliveroo', weeklyPrice: 150 });
    const fan = await createMember(t);
    expect((await save(fan.cookie, rental.id, 'rentals')).statusCode).toBe(200);
    expect(
      (await call(t, 'PUT', `/api/account-rentals/${rental.id}`, c.seller.cookie, { weeklyPrice: 120 })).statusCode,
    ).toBe(200);
    expect(await latestOf(t, fan.cookie, 'rental-price-dropped')).toBeUndefined();
    const approve = await call(t, 'PUT', `/api/admin/account-rentals/${rental.id}/approve`, c.admin.cookie);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await latestOf(t, fan.cookie, 'rental-price-dropped')).toMatchObject({
      body: 'O aluguel “Deliveroo · Bicicleta”, que você salvou, baixou de € 150 para € 120 por semana.',
      target: { kind: 'rental', id: rental.id },
    });
  });

  it('the data export lists them; deleting the account removes them', async () => {
    const me = await createMember(t);
    const item = await approvedItem(c);
    await save(me.cookie, item.id);
    expect(await t.app.services.favourites.exportFor(me.user.id)).toEqual([
      { kind: 'item', id: item.id, savedAt: expect.any(String) },
    ]);
    const res = await call(t, 'POST', '/api/privacy/delete-account', me.cookie, {
      password: me.password,
      confirmation: 'EXCLUIR',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.$count(favourites, eq(favourites.userId, me.user.id))).toBe(0);
  });
});
