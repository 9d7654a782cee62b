import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReportPage, ReportGroupPage } from '../../contract/reports.js';
import { approvedRental } from '../test/account-rentals.js';
import { auditOf, call, setUser, userRow } from '../test/admin.js';
import { appWithEnv, createMember, type TestApp } from '../test/app.js';
import { approvedItem, idsOf, type MarketplaceCast, type Member, marketplaceCast } from '../test/marketplace.js';
import { sendOk } from '../test/messages.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const report = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/reports', cookie, body);
const OLD_ENOUGH = new Date(Date.now() - 8 * 86_400_000);
/** Reporters whose reports weigh (decision 027): subscribers with an account older than 7 days. */
const reporters = (n: number) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const m = await createMember(t, { subscriber: true });
      await setUser(t, m.user.id, { createdAt: OLD_ENOUGH });
      return m;
    }),
  );
const queue = async (): Promise<ReportGroupPage> =>
  (await call(t, 'GET', '/api/admin/reports?limit=50', c.admin.cookie)).json();
const openCount = async () =>
  (await call(t, 'GET', '/api/admin/reports/open-count', c.admin.cookie)).json().count as number;
const resolve = (body: Record<string, unknown>, cookie = c.admin.cookie) =>
  call(t, 'POST', '/api/admin/reports/resolve', cookie, body);
const mine = async (m: Member): Promise<MyReportPage> => (await call(t, 'GET', '/api/reports/mine', m.cookie)).json();

describe('POST /api/reports', () => {
  it('a member reports a listing once; the second report of the same member is refused', async () => {
    const item = await approvedItem(c);
    const res = await report(c.member.cookie, {
      kind: 'listing',
      targetId: item.id,
      reason: 'golpe',
      details: '  Pediu pagamento adiantado  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: expect.stringContaining('Minhas denúncias'), hidden: false });
    const again = await report(c.member.cookie, { kind: 'listing', targetId: item.id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já denunciou isto. Nossa equipe vai analisar.');
    const page = await mine(c.member);
    expect(page.items[0]).toMatchObject({
      kind: 'listing',
      targetId: item.id,
      reason: 'golpe',
      status: 'open',
      resolvedAt: null,
    });
    expect(page.items[0]!.summary).toContain(item.title);
  });

  it('visitors get 401; bad input gets 400 with pt-BR messages; unknown or own content is refused', async () => {
    const item = await approvedItem(c);
    expect((await report(undefined, { kind: 'listing', targetId: item.id, reason: 'spam' })).statusCode).toBe(401);
    const bad = await report(c.member.cookie, { kind: 'x', targetId: 'a', reason: 'nada', details: 'y'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Tipo de denúncia inválido.', 'Escolha um motivo.', 'Máximo de 1000 caracteres.']),
    );
    expect((await report(c.member.cookie, { kind: 'listing', targetId: 99_999_999, reason: 'spam' })).statusCode).toBe(
      404,
    );
    const own = await report(c.seller.cookie, { kind: 'listing', targetId: item.id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(
      (await report(c.member.cookie, { kind: 'member', targetId: c.member.user.id, reason: 'spam' })).statusCode,
    ).toBe(400);
  });

  it('a message is reportable by its receiver only; the report keeps its text for the admin', async () => {
    const msg = await sendOk(t, c.buyer.cookie, {
      receiverId: c.seller.user.id,
      content: 'Mensagem ofensiva de teste',
    });
    expect((await report(c.member.cookie, { kind: 'message', targetId: msg.id, reason: 'assedio' })).statusCode).toBe(
      404,
    );
    expect((await report(c.buyer.cookie, { kind: 'message', targetId: msg.id, reason: 'assedio' })).statusCode).toBe(
      404,
    );
    expect((await report(c.seller.cookie, { kind: 'message', targetId: msg.id, reason: 'assedio' })).statusCode).toBe(
      201,
    );
    const group = (await queue()).items.find((g) => g.kind === 'message' && g.targetId === msg.id)!;
    expect(group.summary).toBe('Mensagem ofensiva de teste');
    expect(group.owner?.id).toBe(c.buyer.user.id);
    // The queue never names who reported.
    expect(JSON.stringify(group)).not.toContain(c.seller.email);
  });

  it(`REPORTS_TO_HIDE (3) trusted members' reports hide a listing from every list and its page; the owner still sees it`, async () => {
    const item = await approvedItem(c);
    const [a, b, d] = await reporters(3);
    for (const [i, m] of [a!, b!].entries()) {
      const res = await report(m.cookie, { kind: 'listing', targetId: item.id, reason: 'falso' });
      expect(res.json().hidden, `report ${i + 1}`).toBe(false);
    }
    expect(await idsOf(t, '/api/marketplace?limit=48')).toContain(item.id);
    const third = await report(d!.cookie, { kind: 'listing', targetId: item.id, reason: 'falso' });
    expect(third.json().hidden).toBe(true);
    expect(await idsOf(t, '/api/marketplace?limit=48')).not.toContain(item.id);
    expect(await idsOf(t, '/api/marketplace?limit=48', c.buyer.cookie)).not.toContain(item.id);
    expect((await call(t, 'GET', `/api/marketplace/${item.id}`)).statusCode).toBe(404);
    const owner = await call(t, 'GET', `/api/marketplace/${item.id}`, c.seller.cookie);
    expect(owner.json().approvalStatus).toBe('pending');
    const group = (await queue()).items.find((g) => g.kind === 'listing' && g.targetId === item.id)!;
    expect(group).toMatchObject({ count: 3, hidden: true });
    expect(group.reports.map((r) => r.reason)).toEqual(['falso', 'falso', 'falso']);

    // Dismissed: shown again, and each reporter reads the outcome.
    expect((await resolve({ kind: 'listing', targetId: item.id, action: 'dismiss' })).json().resolved).toBe(3);
    expect(await idsOf(t, '/api/marketplace?limit=48')).toContain(item.id);
    expect((await mine(a!)).items[0]).toMatchObject({ status: 'dismissed', resolvedAt: expect.any(String) });
    expect((await auditOf(t, 'listing', item.id)).map((e) => e.action)).toContain('reports.dismiss');
  });

  it('rentals and incidents are hidden after 3 reports too', async () => {
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie);
    const incident = (
      await call(t, 'POST', '/api/safety-reports', c.seller.cookie, {
        latitude: 53.345,
        longitude: -6.264,
        description: 'Relato falso de teste',
        incidentType: 'roubo',
        area: 'Dublin',
        severity: 3,
      })
    ).json();
    for (const m of await reporters(3)) {
      expect((await report(m.cookie, { kind: 'rental', targetId: rental.id, reason: 'golpe' })).statusCode).toBe(201);
      expect(
        (await report(m.cookie, { kind: 'safety_report', targetId: incident.id, reason: 'falso' })).statusCode,
      ).toBe(201);
    }
    expect((await call(t, 'GET', `/api/account-rentals/${rental.id}`)).statusCode).toBe(404);
    const map = (await call(t, 'GET', '/api/safety-reports')).json();
    expect(JSON.stringify(map)).not.toContain('Relato falso de teste');
  });
});

describe('admin actions', () => {
  it('hide rejects the listing, delete removes it, deactivate ends the author; members are refused', async () => {
    const [hid, gone] = [await approvedItem(c), await approvedItem(c)];
    await report(c.member.cookie, { kind: 'listing', targetId: hid.id, reason: 'spam' });
    await report(c.member.cookie, { kind: 'listing', targetId: gone.id, reason: 'ilegal' });
    const before = await openCount();
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await resolve({ kind: 'listing', targetId: hid.id, action: 'hide' }, c.member.cookie)).statusCode).toBe(
      403,
    );
    expect((await resolve({ kind: 'listing', targetId: hid.id, action: 'hide' })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/marketplace/${hid.id}`, c.seller.cookie)).json().approvalStatus).toBe(
      'rejected',
    );
    expect((await resolve({ kind: 'listing', targetId: gone.id, action: 'delete' })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/marketplace/${gone.id}`, c.admin.cookie)).statusCode).toBe(404);
    expect(await openCount()).toBe(before - 2);
    const outcomes = (await mine(c.member)).items
      .filter((r) => r.targetId === hid.id || r.targetId === gone.id)
      .map((r) => r.status);
    expect(outcomes.sort()).toEqual(['deleted', 'hidden']);
    // Nothing open any more about it.
    expect((await resolve({ kind: 'listing', targetId: hid.id, action: 'dismiss' })).statusCode).toBe(404);

    const troll = await createMember(t);
    await report(c.member.cookie, { kind: 'member', targetId: troll.user.id, reason: 'assedio' });
    expect((await resolve({ kind: 'member', targetId: troll.user.id, action: 'hide' })).statusCode).toBe(400);
    expect((await resolve({ kind: 'member', targetId: troll.user.id, action: 'deactivate' })).statusCode).toBe(200);
    expect((await userRow(t, troll.user.id))!.isActive).toBe(false);
    expect((await auditOf(t, 'member', troll.user.id)).map((e) => e.action)).toContain('reports.deactivate');
  });

  it('an admin deletes a reported message for both parties', async () => {
    const msg = await sendOk(t, c.buyer.cookie, { receiverId: c.seller.user.id, content: 'Spam de teste' });
    await report(c.seller.cookie, { kind: 'message', targetId: msg.id, reason: 'spam' });
    expect((await resolve({ kind: 'message', targetId: msg.id, action: 'delete' })).statusCode).toBe(200);
    const boxes = await call(t, 'GET', '/api/messages?limit=50', c.buyer.cookie);
    expect(boxes.json().items.map((m: { id: number }) => m.id)).not.toContain(msg.id);
  });
});

it('at most REPORTS_MAX_PER_DAY reports per member per day, counted atomically under a burst', async () => {
  const limited = await appWithEnv(t, { REPORTS_MAX_PER_DAY: '3' });
  const reporter = await createMember(limited);
  const targets = await Promise.all(Array.from({ length: 6 }, () => createMember(limited)));
  const res = await Promise.all(
    targets.map((m) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { cookie: reporter.cookie },
        payload: { kind: 'member', targetId: m.user.id, reason: 'spam' },
      }),
    ),
  );
  const codes = res.map((r) => r.statusCode).sort();
  expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
  expect(res.find((r) => r.statusCode === 429)!.json().message).toBe(
    'Você atingiu o limite de 3 denúncias por dia. Tente novamente amanhã.',
  );
});
