import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BikeClaimList, MyBike, MyBikeList, SightingList, StolenPage } from '../../contract/bikes.js';
import { bikeMessages } from '../../contract/bikes.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { bikeBody, registerBike, serialOf, stolenBike, stolenBody } from '../test/bikes.js';
import { uploadImages } from '../test/marketplace.js';
import { latestOf } from '../test/notifications.js';
import { bikes } from './bikes.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let owner: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = await Promise.all([
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t, { admin: true }),
  ]);
});
afterAll(() => t.close());

const stolenIds = async (cookie?: string) => {
  const ids: number[] = [];
  let cursor: number | null | undefined;
  do {
    const res = await call(t, 'GET', `/api/bikes/stolen?limit=100${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<StolenPage>();
    ids.push(...page.items.map((b) => b.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
};
const check = (serial: string, cookie?: string) => call(t, 'POST', '/api/bikes/check', cookie, { serial });

describe('register (private: the owner and administrators only)', () => {
  it('registers with photos and a private purchase proof; others get 404, visitors 401, admins read it', async () => {
    const [photo, proof] = await uploadImages(t, owner.cookie, 2);
    const bike = await registerBike(t, owner.cookie, { photoUrls: [photo!], purchaseProofUrl: proof! });
    expect(bike).toMatchObject({ status: 'active', photoUrls: [photo], purchaseProofUrl: proof, stolen: null });
    const mine = (await call(t, 'GET', '/api/bikes', owner.cookie)).json<MyBikeList>().items;
    expect(mine.map((b) => b.id)).toContain(bike.id);
    expect((await call(t, 'GET', '/api/bikes', other.cookie)).json<MyBikeList>().items.map((b) => b.id)).not.toContain(
      bike.id,
    );
    expect((await call(t, 'GET', `/api/bikes/${bike.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/bikes/${bike.id}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/bikes/${bike.id}`, admin.cookie)).json<MyBike>().serial).toBe(bike.serial);
    // Not on the public list while not stolen.
    expect(await stolenIds()).not.toContain(bike.id);
  });

  it("refuses another member's image and a bad serial, in pt-BR", async () => {
    const [theirs] = await uploadImages(t, other.cookie, 1);
    const res = await call(t, 'POST', '/api/bikes', owner.cookie, bikeBody({ photoUrls: [theirs!] }));
    expect(res.statusCode).toBe(400);
    const bad = await call(t, 'POST', '/api/bikes', owner.cookie, bikeBody({ serial: '--- ' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(bikeMessages.serialInvalid);
  });

  it('normalises the serial (case, spaces, dashes, look-alikes); the same owner twice is a 409', async () => {
    const bike = await registerBike(t, owner.cookie, { serial: 'wdb-10 o2s' });
    const again = await call(t, 'POST', '/api/bikes', owner.cookie, bikeBody({ serial: 'WD8 1002 5' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bikeMessages.serialTaken);
    await call(t, 'DELETE', `/api/bikes/${bike.id}`, owner.cookie);
  });

  it("a second member's claim on a serial goes to the administrators; accept moves it (audited)", async () => {
    const serial = serialOf();
    const first = await registerBike(t, owner.cookie, { serial });
    const res = await call(t, 'POST', '/api/bikes', other.cookie, bikeBody({ serial: serial.toLowerCase() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: bikeMessages.claimed, bike: { status: 'claim' } });
    const claimId = res.json().bike.id as number;
    // A claim cannot be marked stolen while the administrators look.
    expect((await call(t, 'POST', `/api/bikes/${claimId}/stolen`, other.cookie, stolenBody())).statusCode).toBe(409);

    expect((await call(t, 'GET', '/api/admin/bikes/claims', other.cookie)).statusCode).toBe(403);
    const queue = (await call(t, 'GET', '/api/admin/bikes/claims', admin.cookie)).json<BikeClaimList>().items;
    const entry = queue.find((c) => c.claim.id === claimId)!;
    expect(entry.holder).toMatchObject({ id: first.id, ownerId: owner.user.id });
    const ok = await call(t, 'POST', `/api/admin/bikes/claims/${claimId}`, admin.cookie, { decision: 'accept' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(t, 'GET', `/api/bikes/${claimId}`, other.cookie)).json<MyBike>().status).toBe('active');
    expect((await call(t, 'GET', `/api/bikes/${first.id}`, owner.cookie)).statusCode).toBe(404);
    const again = await call(t, 'POST', `/api/admin/bikes/claims/${claimId}`, admin.cookie, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect((await auditOf(t, 'bike', claimId)).map((a) => [a.action, a.actorId])).toEqual([
      ['bike.claim-accept', admin.user.id],
    ]);
  });

  it('two members registering one serial at once: exactly one holds it, the other is a claim', async () => {
    const serial = serialOf();
    const [a, b] = await Promise.all([
      call(t, 'POST', '/api/bikes', owner.cookie, bikeBody({ serial })),
      call(t, 'POST', '/api/bikes', other.cookie, bikeBody({ serial })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().bike.status, b.json().bike.status].sort()).toEqual(['active', 'claim']);
  });
});

describe('stolen: public list, recovered, delete', () => {
  it('shows a stolen bike publicly without serial, Garda number or contact; recovered takes it off', async () => {
    const [photo] = await uploadImages(t, owner.cookie, 1);
    const bike = await stolenBike(t, owner.cookie, { photoUrls: [photo!] });
    expect(bike.stolen).toMatchObject({ area: 'City Centre', gardaIncident: 'PULSE-12345' });
    expect(await stolenIds()).toContain(bike.id);
    const one = await call(t, 'GET', `/api/bikes/stolen/${bike.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      brand: 'Trek',
      area: 'City Centre',
      photoUrls: [photo],
      ownerId: owner.user.id,
    });
    for (const secret of [bike.serial, 'PULSE-12345', owner.email, '+353']) expect(one.body).not.toContain(secret);
    expect((await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, owner.cookie, stolenBody())).statusCode).toBe(409);

    expect((await call(t, 'POST', `/api/bikes/${bike.id}/recovered`, other.cookie)).statusCode).toBe(404);
    const back = await call(t, 'POST', `/api/bikes/${bike.id}/recovered`, owner.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().bike.stolen).toBeNull();
    expect(await stolenIds()).not.toContain(bike.id);
    expect((await call(t, 'GET', `/api/bikes/stolen/${bike.id}`)).statusCode).toBe(404);
  });

  it('only the owner marks stolen; an address alone will do; where is required; the owner can delete', async () => {
    const bike = await registerBike(t, owner.cookie);
    expect((await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, other.cookie, stolenBody())).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, admin.cookie, stolenBody())).statusCode).toBe(404);
    const nowhere = stolenBody({ latitude: undefined, longitude: undefined });
    const res = await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, owner.cookie, nowhere);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(bikeMessages.whereRequired);
    const byAddress = stolenBody({ latitude: undefined, longitude: undefined, address: 'Rathmines' });
    const ok = await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, owner.cookie, byAddress);
    expect(ok.json().bike.stolen).toMatchObject({ area: 'Rathmines', latitude: null });
    expect((await call(t, 'DELETE', `/api/bikes/${bike.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/bikes/${bike.id}`, owner.cookie)).statusCode).toBe(200);
    expect(await stolenIds()).not.toContain(bike.id);
  });

  it('pages on the server, newest first, without repeats', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await stolenBike(t, owner.cookie)).id);
    const first = (await call(t, 'GET', '/api/bikes/stolen?limit=2')).json<StolenPage>();
    expect(first.items.map((b) => b.id)).toEqual([made[2], made[1]]);
    const next = (await call(t, 'GET', `/api/bikes/stolen?limit=2&cursor=${first.nextCursor}`)).json<StolenPage>();
    expect(next.items[0]!.id).toBe(made[0]);
  });
});

describe("'Verificar bicicleta'", () => {
  it('answers only whether a serial is registered stolen, and since when, to visitors and members', async () => {
    const bike = await stolenBike(t, owner.cookie, { serial: 'SB-4410-LO' });
    const visitor = await check('sb 44 10 1o');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ stolen: true, since: bike.stolen!.stolenAt });
    expect((await check('5B44101X', other.cookie)).json()).toEqual({ stolen: false, since: null });
    // Registered but not stolen: nothing to learn.
    const quiet = await registerBike(t, owner.cookie);
    expect((await check(quiet.serial)).json()).toEqual({ stolen: false, since: null });
    await call(t, 'POST', `/api/bikes/${bike.id}/recovered`, owner.cookie);
    expect((await check('SB4410LO')).json()).toEqual({ stolen: false, since: null });
  });
});

describe("sightings ('Vi esta bicicleta')", () => {
  it('any other member reports one; the owner is notified and sees it; nobody else does', async () => {
    const bike = await stolenBike(t, owner.cookie);
    const [photo] = await uploadImages(t, other.cookie, 1);
    const body = {
      latitude: 53.3454,
      longitude: -6.2644,
      seenAt: new Date().toISOString(),
      photoUrl: photo,
      note: 'Na Grafton',
    };
    expect((await call(t, 'POST', `/api/bikes/stolen/${bike.id}/sightings`, undefined, body)).statusCode).toBe(401);
    const own = await call(t, 'POST', `/api/bikes/stolen/${bike.id}/sightings`, owner.cookie, body);
    expect(own.statusCode).toBe(400);
    const res = await call(t, 'POST', `/api/bikes/stolen/${bike.id}/sightings`, other.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    const note = await latestOf(t, owner.cookie, 'bike-sighting');
    expect(note).toMatchObject({ title: 'Alguém viu sua bicicleta', target: { kind: 'bike', id: bike.id } });
    expect(note!.body).toContain('Temple Bar');
    const seen = (await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, owner.cookie)).json<SightingList>().items;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ area: 'Temple Bar', note: 'Na Grafton', photoUrl: photo });
    expect((await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, admin.cookie)).statusCode).toBe(200);
    // Not on a bike that is not stolen.
    const quiet = await registerBike(t, owner.cookie);
    expect((await call(t, 'POST', `/api/bikes/stolen/${quiet.id}/sightings`, other.cookie, body)).statusCode).toBe(404);
  });
});

describe('the data export and account deletion', () => {
  it('deletion removes private bikes and unlinks a stolen report (off the list); sightings they made go', async () => {
    const me = await createMember(t, { subscriber: true });
    const quiet = await registerBike(t, me.cookie);
    const [proof] = await uploadImages(t, me.cookie, 1);
    const stolen = await stolenBike(t, me.cookie, { purchaseProofUrl: proof! });
    const theirs = await stolenBike(t, owner.cookie);
    // A second claim of theirs on another member's serial goes with the account too.
    const claim = await call(t, 'POST', '/api/bikes', me.cookie, bikeBody({ serial: theirs.serial }));
    expect(claim.json().bike.status).toBe('claim');
    const body = { latitude: 53.35, longitude: -6.26, seenAt: new Date().toISOString() };
    expect((await call(t, 'POST', `/api/bikes/stolen/${theirs.id}/sightings`, me.cookie, body)).statusCode).toBe(201);
    const exp = await t.app.services.bikes.exportFor(me.user.id);
    expect(exp.bikes.map((b) => b.id).sort()).toEqual([quiet.id, stolen.id, claim.json().bike.id].sort());
    expect(exp.sightings).toHaveLength(1);

    const res = await call(t, 'POST', '/api/privacy/delete-account', me.cookie, {
      password: me.password,
      confirmation: 'EXCLUIR',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, 'GET', `/api/bikes/${quiet.id}`, admin.cookie)).statusCode).toBe(404);
    const kept = await call(t, 'GET', `/api/bikes/${stolen.id}`, admin.cookie);
    expect(kept.statusCode).toBe(200);
    // Unlinked: no owner, and the private purchase proof is gone from it.
    const [row] = await t.db.select().from(bikes).where(eq(bikes.id, stolen.id));
    expect(row).toMatchObject({ ownerId: null, purchaseProofUrl: null });
    expect((await call(t, 'GET', `/api/bikes/${claim.json().bike.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/bikes/stolen/${stolen.id}`)).statusCode).toBe(404);
    expect(await stolenIds()).not.toContain(stolen.id);
    expect((await check(stolen.serial)).json().stolen).toBe(false);
    expect(
      (await call(t, 'GET', `/api/bikes/${theirs.id}/sightings`, owner.cookie)).json<SightingList>().items,
    ).toEqual([]);
  });
});

describe("the marketplace's seam (issue 32's listing check)", () => {
  it('finds the stolen bike behind a serial, however typed, and tells its owner on the caller’s transaction', async () => {
    const bike = await stolenBike(t, owner.cookie, { serial: 'MK-7700-ZZ' });
    const { bikes } = t.app.services;
    const match = await bikes.stolenBySerial('mk 7700 22');
    expect(match).toMatchObject({ id: bike.id, ownerId: owner.user.id, name: 'Trek Allant+' });
    expect(await bikes.stolenBySerial(serialOf())).toBeNull();
    await t.db.transaction((tx) => bikes.notifyListingMatch(tx, match!, owner.user.id));
    const note = await latestOf(t, owner.cookie, 'bike-listing-match');
    expect(note).toMatchObject({
      title: 'Sua bicicleta apareceu no marketplace',
      target: { kind: 'bike', id: bike.id },
    });
    // Recovered: no longer a match.
    await call(t, 'POST', `/api/bikes/${bike.id}/recovered`, owner.cookie);
    expect(await bikes.stolenBySerial('MK7700ZZ')).toBeNull();
  });
});
