import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReportPage } from '../../contract/reports.js';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { approvedItem, type MarketplaceCast, type Member, marketplaceCast } from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29: a report acted on notifies each of its reporters, in the resolution's transaction.

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const report = (m: Member, body: Record<string, unknown>) => call(t, 'POST', '/api/reports', m.cookie, body);
const resolve = (body: Record<string, unknown>, cookie = c.admin.cookie) =>
  call(t, 'POST', '/api/admin/reports/resolve', cookie, body);
const items = async (m: Member) => (await notificationsOf(t, m.cookie, '?limit=50')).items;
const myReportId = async (m: Member) =>
  ((await call(t, 'GET', '/api/reports/mine', m.cookie)).json() as MyReportPage).items[0]!.id;
const fresh = () => createMember(t);

describe('report outcome notifications', () => {
  it('a dismissal tells each reporter about their own report; the owner and the admin hear nothing', async () => {
    const item = await approvedItem(c);
    const [ana, bruno] = [await fresh(), await fresh()];
    for (const m of [ana, bruno])
      expect((await report(m, { kind: 'listing', targetId: item.id, reason: 'spam' })).statusCode).toBe(201);
    const before = { seller: (await items(c.seller)).length, admin: (await items(c.admin)).length };

    expect((await resolve({ kind: 'listing', targetId: item.id, action: 'dismiss' })).json()).toMatchObject({
      resolved: 2,
    });
    for (const m of [ana, bruno]) {
      const page = await notificationsOf(t, m.cookie);
      expect(page.unread).toBe(1);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        type: 'report-resolved',
        title: 'Denúncia analisada',
        body: 'Analisamos sua denúncia sobre um anúncio e não encontramos violação das regras. Obrigado por avisar.',
        target: { kind: 'report', id: await myReportId(m), memberId: null },
        targetGone: false,
      });
    }
    expect((await items(c.seller)).length).toBe(before.seller);
    expect((await items(c.admin)).length).toBe(before.admin);

    // Nothing open any more: 404, and nothing new.
    expect((await resolve({ kind: 'listing', targetId: item.id, action: 'dismiss' })).statusCode).toBe(404);
    for (const m of [ana, bruno]) expect(await items(m)).toHaveLength(1);
  });

  it('hiding a listing tells its reporters something was done, and its owner that it was rejected', async () => {
    const item = await approvedItem(c, { title: 'Conta Deliveroo barata' });
    const carla = await fresh();
    await report(carla, { kind: 'listing', targetId: item.id, reason: 'golpe' });
    const sellerBefore = (await items(c.seller)).length;

    expect((await resolve({ kind: 'listing', targetId: item.id, action: 'hide' })).statusCode).toBe(200);
    const [n] = await items(carla);
    expect(n).toMatchObject({
      type: 'report-resolved',
      body: 'Analisamos sua denúncia sobre um anúncio e tomamos uma providência. Obrigado por avisar.',
      target: { kind: 'report', id: await myReportId(carla) },
    });
    // What was done is not named to the reporter; the owner learns it through their own kind.
    expect(JSON.stringify(await items(carla))).not.toContain('Conta Deliveroo barata');
    const seller = await items(c.seller);
    expect(seller.length).toBe(sellerBefore + 1);
    expect(seller[0]).toMatchObject({
      type: 'item-rejected',
      body: 'Seu anúncio “Conta Deliveroo barata” não foi aprovado.',
      target: { kind: 'item', id: item.id },
    });
  });

  it('deactivating a reported member tells the reporter; a refused or invalid resolution makes nothing', async () => {
    const [dora, target] = [await fresh(), await fresh()];
    await report(dora, { kind: 'member', targetId: target.user.id, reason: 'assedio' });
    // Refused: a member (403), an action that does not apply (400), bad input (400).
    expect(
      (await resolve({ kind: 'member', targetId: target.user.id, action: 'dismiss' }, dora.cookie)).statusCode,
    ).toBe(403);
    expect((await resolve({ kind: 'member', targetId: target.user.id, action: 'hide' })).statusCode).toBe(400);
    expect((await resolve({ kind: 'member', targetId: 'x', action: 'dismiss' })).statusCode).toBe(400);
    expect(await items(dora)).toEqual([]);

    expect((await resolve({ kind: 'member', targetId: target.user.id, action: 'deactivate' })).statusCode).toBe(200);
    expect(await items(dora)).toMatchObject([
      {
        type: 'report-resolved',
        body: 'Analisamos sua denúncia sobre um membro e tomamos uma providência. Obrigado por avisar.',
        target: { kind: 'report', id: await myReportId(dora) },
      },
    ]);
  });
});
