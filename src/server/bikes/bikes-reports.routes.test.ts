import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BikeClaimList, MyBike, SightingList, StolenPage } from '../../contract/bikes.js';
import { bikeMessages } from '../../contract/bikes.js';
import type { ReportGroupPage } from '../../contract/reports.js';
import { reportMessages } from '../../contract/reports.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { bikeBody, registerBike, serialOf, stolenBike } from '../test/bikes.js';

// Issue 32 around it: the admin claims tab's paged queue and its two decisions; report & block on
// stolen reports and sightings, moderated in the admins' Denúncias queue, every action audited.
type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let owner: Member;
let other: Member;
let third: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, third, admin] = await Promise.all([
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t, { admin: true }),
  ]);
});
afterAll(() => t.close());

const report = (cookie: string, kind: string, targetId: number) =>
  call(t, 'POST', '/api/reports', cookie, { kind, targetId, reason: 'falso', details: 'Não é roubada' });
const resolve = (kind: string, targetId: number, action: string) =>
  call(t, 'POST', '/api/admin/reports/resolve', admin.cookie, { kind, targetId, action });
const queue = async () => (await call(t, 'GET', '/api/admin/reports?limit=50', admin.cookie)).json<ReportGroupPage>();
const onList = async (id: number) => {
  const page = (await call(t, 'GET', '/api/bikes/stolen?limit=100')).json<StolenPage>();
  return page.items.some((b) => b.id === id);
};
const check = async (serial: string) =>
  (await call(t, 'POST', '/api/bikes/check', undefined, { serial })).json<{ stolen: boolean }>().stolen;
const sighting = (cookie: string, bikeId: number, note = 'Na O’Connell') =>
  call(t, 'POST', `/api/bikes/stolen/${bikeId}/sightings`, cookie, {
    latitude: 53.3454,
    longitude: -6.2644,
    seenAt: new Date().toISOString(),
    note,
  });

describe('admin claims tab: paged on the server, accept or reject (audited)', () => {
  it('pages oldest first without repeats; visitors 401, members 403', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const serial = serialOf();
      await registerBike(t, owner.cookie, { serial });
      const res = await call(t, 'POST', '/api/bikes', other.cookie, bikeBody({ serial }));
      ids.push(res.json().bike.id);
    }
    expect((await call(t, 'GET', '/api/admin/bikes/claims')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/bikes/claims', other.cookie)).statusCode).toBe(403);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await call(
        t,
        'GET',
        `/api/admin/bikes/claims?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        admin.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<BikeClaimList>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const c of page.items) {
        expect(c.claim.ownerId).toBe(other.user.id);
        expect(c.holder?.ownerId).toBe(owner.user.id);
        expect(c.holder?.serial.toUpperCase()).toBe(c.claim.serial.toUpperCase());
      }
      seen.push(...page.items.map((c) => c.claim.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    const bad = await call(t, 'GET', '/api/admin/bikes/claims?limit=500', admin.cookie);
    expect(bad.statusCode).toBe(400);

    // 'reject' keeps the current owner: the claim is deleted, the holder untouched, audited.
    const claimId = ids[0]!;
    const no = await call(t, 'POST', `/api/admin/bikes/claims/${claimId}`, admin.cookie, { decision: 'reject' });
    expect(no.json().message).toBe(bikeMessages.claimRejected);
    expect((await call(t, 'GET', `/api/bikes/${claimId}`, other.cookie)).statusCode).toBe(404);
    expect((await auditOf(t, 'bike', claimId)).map((a) => [a.action, a.actorId])).toEqual([
      ['bike.claim-reject', admin.user.id],
    ]);
    const bogus = await call(t, 'POST', `/api/admin/bikes/claims/${ids[1]}`, admin.cookie, { decision: 'give' });
    expect(bogus.statusCode).toBe(400);
  });
});

describe("'Denunciar' a stolen report", () => {
  it("members report it (not the owner); 'Ocultar' takes it off the list, the map and the check; audited", async () => {
    const bike = await stolenBike(t, owner.cookie);
    const own = await report(owner.cookie, 'stolen_bike', bike.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(reportMessages.self);
    expect((await report(other.cookie, 'stolen_bike', bike.id)).statusCode).toBe(201);
    expect((await report(third.cookie, 'stolen_bike', 999_999)).statusCode).toBe(404);

    const group = (await queue()).items.find((g) => g.kind === 'stolen_bike' && g.targetId === bike.id)!;
    expect(group.owner?.id).toBe(owner.user.id);
    expect(group.summary).toContain('Trek Allant+');
    expect(group.summary).not.toContain(bike.serial);

    const res = await resolve('stolen_bike', bike.id, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(await onList(bike.id)).toBe(false);
    expect((await call(t, 'GET', `/api/bikes/stolen/${bike.id}`)).statusCode).toBe(404);
    expect(await check(bike.serial)).toBe(false);
    expect(await t.app.services.bikes.stolenBySerial(bike.serial)).toBeNull();
    // Its owner still sees it, marked hidden.
    const mine = (await call(t, 'GET', `/api/bikes/${bike.id}`, owner.cookie)).json<MyBike>();
    expect(mine.stolen?.hidden).toBe(true);
    expect((await auditOf(t, 'stolen_bike', bike.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['reports.hide', admin.user.id],
    ]);
  });

  it("'Descartar' keeps it listed; 'Excluir conteúdo' ends the report but keeps the registration", async () => {
    const kept = await stolenBike(t, owner.cookie);
    await report(other.cookie, 'stolen_bike', kept.id);
    expect((await resolve('stolen_bike', kept.id, 'dismiss')).statusCode).toBe(200);
    expect(await onList(kept.id)).toBe(true);

    const ended = await stolenBike(t, owner.cookie);
    await report(other.cookie, 'stolen_bike', ended.id);
    expect((await resolve('stolen_bike', ended.id, 'delete')).statusCode).toBe(200);
    expect(await onList(ended.id)).toBe(false);
    const mine = (await call(t, 'GET', `/api/bikes/${ended.id}`, owner.cookie)).json<MyBike>();
    expect(mine).toMatchObject({ id: ended.id, stolen: null, status: 'active' });
    expect((await auditOf(t, 'stolen_bike', ended.id)).map((a) => a.action)).toEqual(['reports.delete']);
    // The owner can report it stolen again: a new report, on the list again.
    const again = await call(t, 'POST', `/api/bikes/${ended.id}/stolen`, owner.cookie, {
      stolenAt: new Date(Date.now() - 60_000).toISOString(),
      address: 'Rathmines',
      description: 'De novo.',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bike.stolen.hidden).toBe(false);
  });
});

describe('sightings: reported by the owner, deleted by an admin; blocks', () => {
  it('only the owner (its one reader) can report a sighting; the admin deletes it (audited)', async () => {
    const bike = await stolenBike(t, owner.cookie);
    expect((await sighting(other.cookie, bike.id, 'Mensagem ofensiva')).statusCode).toBe(201);
    const [seen] = (await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, owner.cookie)).json<SightingList>().items;
    expect((await report(third.cookie, 'bike_sighting', seen!.id)).statusCode).toBe(404);
    expect((await report(other.cookie, 'bike_sighting', seen!.id)).statusCode).toBe(404);
    expect((await report(owner.cookie, 'bike_sighting', seen!.id)).statusCode).toBe(201);
    const group = (await queue()).items.find((g) => g.kind === 'bike_sighting' && g.targetId === seen!.id)!;
    expect(group.owner?.id).toBe(other.user.id);
    expect(group.summary).toContain('Mensagem ofensiva');
    expect((await resolve('bike_sighting', seen!.id, 'hide')).statusCode).toBe(400);
    expect((await resolve('bike_sighting', seen!.id, 'delete')).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, owner.cookie)).json<SightingList>().items).toEqual(
      [],
    );
    expect((await auditOf(t, 'bike_sighting', seen!.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['reports.delete', admin.user.id],
    ]);
  });

  it("a blocked member's sightings do not reach the blocker, either way round, with a neutral message", async () => {
    const bike = await stolenBike(t, owner.cookie);
    expect((await sighting(third.cookie, bike.id, 'Antes do bloqueio')).statusCode).toBe(201);
    expect((await call(t, 'POST', '/api/blocks', owner.cookie, { memberId: third.user.id })).statusCode).toBe(201);
    const refused = await sighting(third.cookie, bike.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(bikeMessages.sightingBlocked);
    // The one from before the block no longer shows to the blocker.
    expect((await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, owner.cookie)).json<SightingList>().items).toEqual(
      [],
    );
    // The other way round: a member who blocked the owner cannot send them sightings either.
    const theirs = await stolenBike(t, third.cookie);
    expect((await sighting(owner.cookie, theirs.id)).statusCode).toBe(403);
    await call(t, 'DELETE', `/api/blocks/${third.user.id}`, owner.cookie);
    expect(
      (await call(t, 'GET', `/api/bikes/${bike.id}/sightings`, owner.cookie)).json<SightingList>().items,
    ).toHaveLength(1);
  });
});
