import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketplaceItem, marketplaceMessages as msg } from '../../contract/marketplace.js';
import type { ReportGroupPage } from '../../contract/reports.js';
import { auditOf, call } from '../test/admin.js';
import { stolenBike } from '../test/bikes.js';
import {
  approvedItem as approved,
  createItem,
  get,
  itemBody,
  type MarketplaceCast,
  marketplaceCast,
  postItem,
  putItem,
  token,
} from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 32, the marketplace part: a bikes listing's frame serial (private, with a public badge) and
// legal class, and the refusal of a serial registered as stolen, on a new listing and on an edit.

let cast: MarketplaceCast;
let t: MarketplaceCast['t'];
beforeAll(async () => {
  cast = await marketplaceCast();
  t = cast.t;
});
afterAll(() => t.close());

const queue = async () =>
  (await call(t, 'GET', '/api/admin/reports?limit=50', cast.admin.cookie)).json<ReportGroupPage>().items;
const matchNotes = async (cookie: string) =>
  (await notificationsOf(t, cookie)).items.filter((n) => n.type === 'bike-listing-match');
const myItemIds = async () =>
  (await get(t, '/api/marketplace/my-items?limit=48', cast.seller.cookie))
    .json()
    .items.map((i: MarketplaceItem) => i.id);

describe('a bikes listing: the frame serial and the legal class', () => {
  it('stores the serial in the register’s normal form; the owner and admins see it, everyone else only the badge', async () => {
    const title = `Bike ${token()}`;
    const item = await approved(cast, { title, frameSerial: ' wtu-5o8 lz ', bikeClass: 'ebike' });
    expect(item).toMatchObject({ frameSerial: 'WTU50812', hasSerial: true, bikeClass: 'ebike' });

    const asOwner = (await get(t, `/api/marketplace/${item.id}`, cast.seller.cookie)).json<MarketplaceItem>();
    expect(asOwner.frameSerial).toBe('WTU50812');
    const asAdmin = (await get(t, `/api/marketplace/${item.id}`, cast.admin.cookie)).json<MarketplaceItem>();
    expect(asAdmin.frameSerial).toBe('WTU50812');
    for (const cookie of [undefined, cast.buyer.cookie, cast.member.cookie]) {
      const res = await get(t, `/api/marketplace/${item.id}`, cookie);
      expect(res.json()).toMatchObject({ hasSerial: true, frameSerial: null, bikeClass: 'ebike' });
      expect(res.body).not.toContain('WTU50812');
      const list = await get(t, `/api/marketplace?q=${encodeURIComponent(title)}`, cookie);
      expect(list.json().items).toMatchObject([{ id: item.id, hasSerial: true, frameSerial: null }]);
      expect(list.body).not.toContain('WTU50812');
    }
  });

  it('has no serial, no badge and no class outside the bikes category; a bad class or serial is a pt-BR 400', async () => {
    const other = await createItem(
      t,
      cast.seller.cookie,
      itemBody([cast.sellerImages[1]!], { category: 'acessorios', frameSerial: 'ABC12345', bikeClass: 'ebike' }),
    );
    expect(other).toMatchObject({ frameSerial: null, hasSerial: false, bikeClass: null });
    const plain = await createItem(t, cast.seller.cookie, itemBody([cast.sellerImages[1]!], { frameSerial: '' }));
    expect(plain).toMatchObject({ frameSerial: null, hasSerial: false });

    const badClass = await postItem(t, cast.seller.cookie, itemBody([cast.sellerImages[1]!], { bikeClass: 'moto' }));
    expect(badClass.statusCode).toBe(400);
    expect(badClass.json().message).toContain(msg.bikeClassInvalid);
    const badSerial = await postItem(t, cast.seller.cookie, itemBody([cast.sellerImages[1]!], { frameSerial: '-a-' }));
    expect(badSerial.statusCode).toBe(400);
    expect(badSerial.json().message).toContain(msg.serialInvalid);
  });
});

describe('a serial registered as stolen', () => {
  it('refuses a new listing neutrally, queues it for the admins with the bike, audits it and tells the owner', async () => {
    const owner = cast.buyer;
    const bike = await stolenBike(t, owner.cookie, { serial: 'RB-7710-OZ', brand: 'Cube', model: 'Reaction' });
    const notesBefore = (await matchNotes(owner.cookie)).length;
    const before = await myItemIds();
    const title = `Bike ${token()}`;

    // Typed with look-alikes: 'rb 77IO 02' is the register's RB771002 too.
    const res = await postItem(
      t,
      cast.seller.cookie,
      itemBody([cast.sellerImages[2]!], { title, frameSerial: 'rb 77IO 02', bikeClass: 'emoped', price: '300' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Não foi possível publicar este anúncio. Nossa equipe vai analisar.');
    expect(res.body).not.toMatch(/roubad/i);
    // Nothing of the listing was written.
    expect(await myItemIds()).toEqual(before);

    const entry = (await queue()).find((g) => g.kind === 'bike_listing' && g.targetId === bike.id);
    expect(entry).toBeDefined();
    expect(entry!.owner).toMatchObject({ id: cast.seller.user.id });
    expect(entry!.summary).toContain(`Novo anúncio: ${title}`);
    expect(entry!.summary).toContain('E-moped / scooter');
    expect(entry!.summary).toContain('€ 300.00');
    expect(entry!.summary).toContain('rb 77IO 02');
    expect(entry!.reports).toHaveLength(1);
    expect(entry!.reports[0]!.details).toContain('Cube Reaction');
    expect(await auditOf(t, 'bike', bike.id)).toEqual([
      expect.objectContaining({ action: 'marketplace.stolen_serial_refused', actorId: cast.seller.user.id }),
    ]);
    const notes = await matchNotes(owner.cookie);
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes[0]).toMatchObject({
      title: 'Sua bicicleta apareceu no marketplace',
      target: { kind: 'bike', id: bike.id },
    });
    // Filed by the app: not in the lister's (nor the owner's) 'Minhas denúncias'.
    for (const cookie of [cast.seller.cookie, owner.cookie]) {
      const mine = (await call(t, 'GET', '/api/reports/mine', cookie)).json().items;
      expect(mine.filter((r: { kind: string }) => r.kind === 'bike_listing')).toEqual([]);
    }
  });

  it('refuses an edit too: the published listing stays as it was; repeated attempts keep one queue entry and one notice', async () => {
    const owner = cast.buyer;
    const bike = await stolenBike(t, owner.cookie, { serial: 'ED-4410-XY' });
    const item = await approved(cast, { title: `Bike ${token()}` });
    const notesBefore = (await matchNotes(owner.cookie)).length;

    for (const serial of ['ed4410xy', 'E.D 44-1O X Y']) {
      const res = await putItem(t, cast.seller.cookie, item.id, { frameSerial: serial, title: 'Outro título' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(msg.refusedForReview);
    }
    const after = (await get(t, `/api/marketplace/${item.id}`, cast.seller.cookie)).json<MarketplaceItem>();
    expect(after).toMatchObject({
      title: item.title,
      frameSerial: null,
      pendingEdit: null,
      approvalStatus: 'approved',
    });

    const entry = (await queue()).find((g) => g.kind === 'bike_listing' && g.targetId === bike.id);
    expect(entry).toMatchObject({ count: 1, owner: { id: cast.seller.user.id } });
    expect(entry!.summary).toContain(`Edição do anúncio ${item.listingNumber}: Outro título`);
    expect((await matchNotes(owner.cookie)).length).toBe(notesBefore + 1);

    // An edit without the serial, or with an innocent one, goes through as before.
    const fine = await putItem(t, cast.seller.cookie, item.id, { frameSerial: 'FINE12345' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().item.pendingEdit).toMatchObject({ frameSerial: 'F1NE12345' });
  });

  it('the admin closes the entry (audited); members cannot file one themselves', async () => {
    const bike = await stolenBike(t, cast.buyer.cookie, { serial: 'CL-9981-KK' });
    const refused = await postItem(
      t,
      cast.seller.cookie,
      itemBody([cast.sellerImages[3]!], { frameSerial: 'CL9981KK' }),
    );
    expect(refused.statusCode).toBe(422);
    const body = { kind: 'bike_listing', targetId: bike.id };
    expect((await call(t, 'POST', '/api/reports', cast.member.cookie, { ...body, reason: 'golpe' })).statusCode).toBe(
      404,
    );
    const hide = await call(t, 'POST', '/api/admin/reports/resolve', cast.admin.cookie, { ...body, action: 'hide' });
    expect(hide.statusCode).toBe(400);
    const res = await call(t, 'POST', '/api/admin/reports/resolve', cast.admin.cookie, { ...body, action: 'dismiss' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await queue()).some((g) => g.kind === 'bike_listing' && g.targetId === bike.id)).toBe(false);
    expect((await auditOf(t, 'bike_listing', bike.id)).map((a) => a.action)).toEqual(['reports.dismiss']);
  });

  it('a recovered bike no longer refuses its serial', async () => {
    const bike = await stolenBike(t, cast.buyer.cookie, { serial: 'RC-5512-MM' });
    await call(t, 'POST', `/api/bikes/${bike.id}/recovered`, cast.buyer.cookie);
    const ok = await postItem(t, cast.seller.cookie, itemBody([cast.sellerImages[3]!], { frameSerial: 'RC5512MM' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().item).toMatchObject({ frameSerial: 'RC5512MM', hasSerial: true });
  });
});
