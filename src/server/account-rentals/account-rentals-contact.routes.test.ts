import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { approvedRental, createRental, tickChecklist } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { accountRentalChecklists, accountRentalReveals } from './account-rentals.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
const LIMIT = 3;

let t: TestApp;
let admin: Member;
let superAdmin: Member;
let owner: Member;
let subscriber: Member;
let member: Member;
let clock: MockInstance<() => number> | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_REVEALS_PER_DAY: String(LIMIT) } });
  admin = await createMember(t, { admin: true });
  superAdmin = await createMember(t, { superAdmin: true });
  owner = await createMember(t, { subscriber: true });
  subscriber = await createMember(t, { subscriber: true });
  member = await createMember(t);
  await tickChecklist(t, subscriber.cookie);
});
afterAll(() => t.close());
afterEach(() => clock?.mockRestore());

const contact = (id: number, cookie?: string) => call(t, 'GET', `/api/account-rentals/${id}/contact`, cookie);

describe('revealing a contact', () => {
  it('answers 401 to visitors and 403 with the membership message to members without a subscription', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    expect((await contact(r.id)).statusCode).toBe(401);
    const res = await contact(r.id, member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Assinatura necessária para ver contatos');
  });

  it('gives the number to subscribers, admins and super admins, never stored in a shared cache', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie, { whatsapp: '+353 86 765 4321' });
    for (const who of [subscriber, admin, superAdmin]) {
      const res = await contact(r.id, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().whatsapp).toBe('+353 86 765 4321');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await contact(r.id, subscriber.cookie)).json().revealCount).toBeUndefined();
  });

  it('shows the owner how many members revealed it, even an owner without a subscription', async () => {
    const plain = await createMember(t);
    const created = await call(t, 'POST', '/api/admin/account-rentals', admin.cookie, {
      appName: 'Just Eat',
      accountType: 'bike',
      region: 'Dublin',
      weeklyPrice: 100,
      whatsapp: '+353 87 000 1111',
      ownerId: plain.user.id,
      approvalStatus: 'approved',
    });
    const id = created.json().item.id;
    await contact(id, subscriber.cookie);
    await contact(id, subscriber.cookie);
    await contact(id, admin.cookie);
    const res = await contact(id, plain.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ whatsapp: '+353 87 000 1111', revealCount: 2 });
    // The owner's own look is not a reveal.
    expect(await t.db.$count(accountRentalReveals, eq(accountRentalReveals.rentalId, id))).toBe(2);
  });

  it('answers 404 for demo listings and for listings the caller may not see', async () => {
    await call(t, 'POST', '/api/admin/generate-fake-accounts', admin.cookie);
    const fakes = (await call(t, 'GET', '/api/admin/account-rentals?status=fake', admin.cookie)).json().items;
    expect(fakes.length).toBeGreaterThanOrEqual(5);
    for (const who of [subscriber, admin]) expect((await contact(fakes[0].id, who.cookie)).statusCode).toBe(404);
    const pending = await createRental(t, owner.cookie);
    expect((await contact(pending.id, subscriber.cookie)).statusCode).toBe(404);
    expect((await contact(999_999, subscriber.cookie)).statusCode).toBe(404);
    await call(t, 'DELETE', '/api/admin/fake-accounts', admin.cookie);
  });
});

describe('the daily reveal limit', () => {
  it('holds under a burst, lets an already revealed contact through, and starts again the next day', async () => {
    const rider = await createMember(t, { subscriber: true });
    await tickChecklist(t, rider.cookie);
    const rentals = [];
    for (let i = 0; i < LIMIT + 3; i++) rentals.push(await approvedRental(t, owner.cookie, admin.cookie));
    const answers = await Promise.all(rentals.map((r) => contact(r.id, rider.cookie)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(`Você já revelou ${LIMIT} contatos hoje. Tente novamente amanhã.`);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Refused reveals leave no record.
    expect(await t.db.$count(accountRentalReveals, eq(accountRentalReveals.userId, rider.user.id))).toBe(LIMIT);

    const revealed = rentals[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await contact(revealed.id, rider.cookie)).statusCode).toBe(200);
    const blocked = rentals[answers.findIndex((a) => a.statusCode === 429)]!;
    expect((await contact(blocked.id, rider.cookie)).statusCode).toBe(429);

    const now = Date.now();
    clock = vi.spyOn(Date, 'now').mockReturnValue(now + 26 * 3_600_000);
    expect((await contact(blocked.id, rider.cookie)).statusCode).toBe(200);
  });

  it('does not limit admins', async () => {
    const rentals = [];
    for (let i = 0; i < LIMIT + 1; i++) rentals.push(await approvedRental(t, owner.cookie, admin.cookie));
    for (const r of rentals) expect((await contact(r.id, admin.cookie)).statusCode).toBe(200);
  });
});

describe('the renter’s checklist (issue 33)', () => {
  const checklist = (cookie?: string) => call(t, 'GET', '/api/account-rentals/checklist', cookie);
  const tick = (cookie: string | undefined, body: object) =>
    call(t, 'PUT', '/api/account-rentals/checklist', cookie, body);
  const all = { substitute: true, selfEmployed: true, notStamp2: true };

  it('refuses the reveal until ticked, records nothing, and asks for every item', async () => {
    const rider = await createMember(t, { subscriber: true });
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    expect((await checklist(rider.cookie)).json()).toEqual({ acceptedAt: null, validUntil: null, valid: false });
    const refused = await contact(r.id, rider.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Antes de ver o contato, confirme a lista do locatário (substituto registrado, direito de trabalhar como autônomo, sem Stamp 2). Ela vale por um ano.',
    ]);
    expect(refused.body).not.toContain('+353');
    expect(await t.db.$count(accountRentalReveals, eq(accountRentalReveals.userId, rider.user.id))).toBe(0);

    for (const body of [{}, { ...all, notStamp2: false }, { substitute: true, selfEmployed: true }]) {
      const bad = await tick(rider.cookie, body);
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'Marque todos os itens da lista para continuar.']);
    }
    expect((await tick(undefined, all)).statusCode).toBe(401);
    expect((await checklist()).statusCode).toBe(401);
    expect((await checklist(rider.cookie)).json().valid).toBe(false);

    const ok = await tick(rider.cookie, all);
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json();
    expect(saved).toMatchObject({ message: 'Lista confirmada. Ela vale por um ano.', valid: true });
    expect(Date.parse(saved.validUntil) - Date.parse(saved.acceptedAt)).toBe(365 * 86_400_000);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
  });

  it('holds a year, then must be ticked again; the owner and admins never tick it', async () => {
    const rider = await createMember(t, { subscriber: true });
    await tickChecklist(t, rider.cookie);
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    // Ticked 364, then 366 days ago (the sessions' and subscriptions' clock left alone).
    const tickedDaysAgo = (days: number) =>
      t.db
        .update(accountRentalChecklists)
        .set({ acceptedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(accountRentalChecklists.userId, rider.user.id));
    await tickedDaysAgo(364);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    await tickedDaysAgo(366);
    expect((await checklist(rider.cookie)).json().valid).toBe(false);
    const expired = await contact(r.id, rider.cookie);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toContain('lista do locatário');
    await tickChecklist(t, rider.cookie);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    // Never ticked: the owner reads their own contact, admins moderate.
    expect((await contact(r.id, owner.cookie)).statusCode).toBe(200);
    const freshAdmin = await createMember(t, { admin: true });
    expect((await contact(r.id, freshAdmin.cookie)).statusCode).toBe(200);
  });
});
