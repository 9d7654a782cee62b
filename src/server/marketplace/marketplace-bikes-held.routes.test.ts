import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketplaceItem, marketplaceMessages as msg } from '../../contract/marketplace.js';
import type { ReportGroupPage } from '../../contract/reports.js';
import { auditOf, call } from '../test/admin.js';
import { registerBike, serialOf, stolenBody } from '../test/bikes.js';
import {
  approvedItem as approved,
  createItem,
  get,
  itemBody,
  type MarketplaceCast,
  marketplaceCast,
  postItem,
  token,
} from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 32 (decision 049): a listing published before its bike was reported stolen goes back to
// review when the bike is marked stolen (or put back on the list); repeated refused attempts keep one
// queue entry per (bike, lister) and notify the owner once per lister and day.

let cast: MarketplaceCast;
let t: MarketplaceCast['t'];
beforeAll(async () => {
  cast = await marketplaceCast();
  t = cast.t;
});
afterAll(() => t.close());

const entriesOf = async (bikeId: number) =>
  (await call(t, 'GET', '/api/admin/reports?limit=50', cast.admin.cookie))
    .json<ReportGroupPage>()
    .items.filter((g) => g.kind === 'bike_listing' && g.targetId === bikeId);
const matchNotes = async (cookie: string) =>
  (await notificationsOf(t, cookie)).items.filter((n) => n.type === 'bike-listing-match');
const markStolen = async (bikeId: number) => {
  const res = await call(t, 'POST', `/api/bikes/${bikeId}/stolen`, cast.buyer.cookie, stolenBody());
  expect(res.statusCode, res.body).toBe(200);
};

describe('a listing published before its bike was stolen', () => {
  it('goes back to review when the bike is marked stolen: off the public reads, queued, audited, the owner told once', async () => {
    const serial = serialOf();
    const title = `Bike ${token()}`;
    const live = await approved(cast, { title, frameSerial: serial.toLowerCase() });
    const waiting = await createItem(t, cast.seller.cookie, itemBody([cast.sellerImages[1]!], { frameSerial: serial }));
    const other = await approved(cast, { title: `Bike ${token()}`, frameSerial: serialOf() });
    expect((await get(t, `/api/marketplace/${live.id}`)).statusCode).toBe(200);
    const bike = await registerBike(t, cast.buyer.cookie, { serial, brand: 'Cube', model: 'Kathmandu' });
    const notesBefore = (await matchNotes(cast.buyer.cookie)).length;

    await markStolen(bike.id);

    expect((await get(t, `/api/marketplace/${live.id}`)).statusCode).toBe(404);
    const list = await get(t, `/api/marketplace?q=${encodeURIComponent(title)}`);
    expect(list.json().items).toEqual([]);
    for (const id of [live.id, waiting.id]) {
      const mine = (await get(t, `/api/marketplace/${id}`, cast.seller.cookie)).json<MarketplaceItem>();
      expect(mine.approvalStatus).toBe('pending');
      expect((await auditOf(t, 'marketplace_item', id)).map((a) => [a.action, a.actorId])).toContainEqual([
        'marketplace.stolen_serial_held',
        cast.buyer.user.id,
      ]);
    }
    // Another serial's listing is untouched.
    expect((await get(t, `/api/marketplace/${other.id}`)).statusCode).toBe(200);

    // One entry for the seller's two listings, with the match; one notice to the owner.
    const entries = await entriesOf(bike.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: 1, owner: { id: cast.seller.user.id } });
    expect(entries[0]!.summary).toMatch(/publicado antes do roubo/);
    expect(entries[0]!.reports[0]!.details).toContain('Cube Kathmandu');
    expect((await matchNotes(cast.buyer.cookie)).length).toBe(notesBefore + 1);
  });

  it('goes back to review when an administrator puts a hidden stolen report back on the list', async () => {
    const serial = serialOf();
    const bike = await registerBike(t, cast.buyer.cookie, { serial });
    await markStolen(bike.id);
    const { bikes } = t.app.services;
    await bikes.setStolenHidden(bike.id, true);
    // Hidden: the serial refuses nothing (decision 042), so a listing with it is published.
    const item = await approved(cast, { frameSerial: serial });
    expect(item.approvalStatus).toBe('approved');

    await bikes.setStolenHidden(bike.id, false);

    expect((await get(t, `/api/marketplace/${item.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, 'marketplace_item', item.id)).map((a) => [a.action, a.actorId])).toContainEqual([
      'marketplace.stolen_serial_held',
      null,
    ]);
    expect(await entriesOf(bike.id)).toHaveLength(1);
  });
});

describe('repeated refusals', () => {
  it('a parallel burst of attempts: every one refused, one open entry per lister, the owner told once per lister', async () => {
    const serial = serialOf();
    const bike = await registerBike(t, cast.buyer.cookie, { serial });
    await markStolen(bike.id);
    const notesBefore = (await matchNotes(cast.buyer.cookie)).length;

    const attempts = (cookie: string, images: string[], n: number) =>
      Array.from({ length: n }, () => postItem(t, cookie, itemBody([images[0]!], { frameSerial: serial })));
    const rs = await Promise.all([
      ...attempts(cast.seller.cookie, cast.sellerImages, 8),
      ...attempts(cast.admin.cookie, cast.adminImages, 3),
    ]);
    expect(rs.map((r) => r.statusCode)).toEqual(Array(11).fill(422));
    expect(new Set(rs.map((r) => r.json().message))).toEqual(new Set([msg.refusedForReview]));

    const entries = await entriesOf(bike.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.count).toBe(2);
    expect(entries[0]!.reports.map((r) => r.details).length).toBe(2);
    expect((await matchNotes(cast.buyer.cookie)).length).toBe(notesBefore + 2);
    // Every attempt is still audited.
    expect(
      (await auditOf(t, 'bike', bike.id)).filter((a) => a.action === 'marketplace.stolen_serial_refused'),
    ).toHaveLength(11);
  });
});
