import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Rental } from '../../contract/account-rentals.js';
import { approvedRental, createRental, tickChecklist } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29: an admin's decision on a rental, and a member revealing its contact, notify its owner in
// that write's transaction.

type Member = Awaited<ReturnType<typeof createMember>>;
const LIMIT = 2;
let t: TestApp;
let admin: Member;
let other: Member;
let clock: MockInstance<() => number> | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_REVEALS_PER_DAY: String(LIMIT) } });
  [admin, other] = await Promise.all([createMember(t, { admin: true }), createMember(t, { subscriber: true })]);
}, 60_000);
afterAll(() => t?.close());
afterEach(() => clock?.mockRestore());

const items = async (m: Member) => (await notificationsOf(t, m.cookie, '?limit=50')).items;
const put = (url: string, cookie = admin.cookie, body?: object) => call(t, 'PUT', url, cookie, body);
/** A reveal, the renter's checklist ticked first (issue 33) the first time a member reveals. */
const ticked = new Map<string, Promise<void>>();
const contact = async (id: number, cookie: string) => {
  if (!ticked.has(cookie)) ticked.set(cookie, tickChecklist(t, cookie));
  await ticked.get(cookie);
  return call(t, 'GET', `/api/account-rentals/${id}/contact`, cookie);
};
const owner = () => createMember(t, { subscriber: true });

describe('rental moderation notifications', () => {
  it('an approval tells the owner once; refusals make nothing; the admin and others hear nothing', async () => {
    const me = await owner();
    const r = await createRental(t, me.cookie, { appName: 'Deliveroo', accountType: 'bike' });
    const before = { admin: (await items(admin)).length, other: (await items(other)).length };
    expect((await put(`/api/admin/account-rentals/${r.id}/approve`, me.cookie)).statusCode).toBe(403);
    expect((await put('/api/admin/account-rentals/999999999/approve')).statusCode).toBe(404);
    expect((await put('/api/admin/account-rentals/abc/approve')).statusCode).toBe(400);
    expect(await items(me)).toEqual([]);

    expect((await put(`/api/admin/account-rentals/${r.id}/approve`)).statusCode).toBe(200);
    expect((await put(`/api/admin/account-rentals/${r.id}/approve`)).statusCode).toBe(409);
    const page = await notificationsOf(t, me.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'rental-approved',
      title: 'Aluguel aprovado',
      body: 'Seu anúncio de aluguel “Deliveroo · Bicicleta” está publicado.',
      target: { kind: 'rental', id: r.id, memberId: null },
      targetGone: false,
      read: false,
    });
    expect((await items(admin)).length).toBe(before.admin);
    expect((await items(other)).length).toBe(before.other);
  });

  it('a rejection tells the owner', async () => {
    const me = await owner();
    const r = await createRental(t, me.cookie, { appName: 'Uber Eats', accountType: 'moto' });
    expect((await put(`/api/admin/account-rentals/${r.id}/reject`)).statusCode).toBe(200);
    expect((await put(`/api/admin/account-rentals/${r.id}/reject`)).statusCode).toBe(409);
    const list = await items(me);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'rental-rejected',
      title: 'Aluguel recusado',
      body: 'Seu anúncio de aluguel “Uber Eats · Moto” não foi aprovado.',
      target: { kind: 'rental', id: r.id },
    });
  });

  it('an edit under review, approved then rejected, tells the owner with the title then published', async () => {
    const me = await owner();
    const r = await approvedRental(t, me.cookie, admin.cookie, { appName: 'Just Eat', accountType: 'bike' });
    const url = `/api/account-rentals/${r.id}`;
    expect((await put(url, me.cookie, { accountType: 'bike_eletrica' })).json().item.pendingEdit).toEqual({
      accountType: 'bike_eletrica',
    });
    expect((await items(me)).map((n) => n.type)).toEqual(['rental-approved']);
    expect((await put(`/api/admin/account-rentals/${r.id}/approve`)).statusCode).toBe(200);
    expect((await items(me))[0]).toMatchObject({
      type: 'rental-edit-approved',
      title: 'Edição aprovada',
      body: 'A edição do aluguel “Just Eat · Bicicleta elétrica” foi aprovada e publicada.',
      target: { kind: 'rental', id: r.id },
    });

    await put(url, me.cookie, { appName: 'Chuppa' });
    expect((await put(`/api/admin/account-rentals/${r.id}/reject`)).statusCode).toBe(200);
    const list = await items(me);
    expect(list.map((n) => n.type)).toEqual(['rental-edit-rejected', 'rental-edit-approved', 'rental-approved']);
    expect(list[0]).toMatchObject({
      title: 'Edição recusada',
      body: 'A edição do aluguel “Just Eat · Bicicleta elétrica” não foi aprovada; a versão publicada continua.',
      target: { kind: 'rental', id: r.id },
    });
  });

  it('a deleted rental still lists its notification, marked gone', async () => {
    const me = await owner();
    const r = await approvedRental(t, me.cookie, admin.cookie);
    expect((await call(t, 'DELETE', `/api/admin/account-rentals/${r.id}`, admin.cookie)).statusCode).toBe(200);
    const list = await items(me);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'rental-approved', target: { kind: 'rental', id: r.id }, targetGone: true });
  });
});

describe('a rental contact revealed', () => {
  let me: Member;
  let r: Rental;
  beforeAll(async () => {
    me = await owner();
    r = await approvedRental(t, me.cookie, admin.cookie, { appName: 'Panda Delivery', accountType: 'carro' });
  });
  const reveals = async () => (await items(me)).filter((n) => n.type === 'rental-contact-revealed');

  it('tells the owner once per revealing member, whatever the day, and never who it was', async () => {
    const rider = await createMember(t, {
      subscriber: true,
      register: { firstName: 'Zacarias', lastName: 'Revelador' },
    });
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    let list = await reveals();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: 'Contato visto',
      body: 'Um membro viu o contato do seu aluguel “Panda Delivery · Carro”. Ele pode falar com você em breve.',
      target: { kind: 'rental', id: r.id, memberId: null },
      targetGone: false,
    });
    const seen = JSON.stringify(await notificationsOf(t, me.cookie, '?limit=50'));
    expect(seen).not.toContain('Zacarias');
    expect(seen).not.toContain('Revelador');
    expect(seen).not.toContain(rider.email);

    // The next day the reveal is recorded again, but it is no news to the owner.
    clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 26 * 3_600_000);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    clock.mockRestore();
    expect(await reveals()).toHaveLength(1);

    // Another member is another notification; the revealing members hear nothing.
    const second = await createMember(t, { subscriber: true });
    expect((await contact(r.id, second.cookie)).statusCode).toBe(200);
    list = await reveals();
    expect(list).toHaveLength(2);
    expect(await items(rider)).toEqual([]);
    expect(await items(second)).toEqual([]);
  });

  it('a burst of reveals by one member makes one notification', async () => {
    const rider = await createMember(t, { subscriber: true });
    const before = (await reveals()).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => contact(r.id, rider.cookie)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await reveals()).toHaveLength(before + 1);
  });

  it('the notification is part of the reveal: when it cannot be written, the reveal is not recorded', async () => {
    const rider = await createMember(t, { subscriber: true });
    const before = (await reveals()).length;
    const spy = vi.spyOn(t.app.services.notifications, 'notify').mockRejectedValueOnce(new Error('falha simulada'));
    try {
      expect((await contact(r.id, rider.cookie)).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const count = (await contact(r.id, me.cookie)).json().revealCount;
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(200);
    expect((await contact(r.id, me.cookie)).json().revealCount).toBe(count + 1);
    expect(await reveals()).toHaveLength(before + 1);
  });

  it('not for the owner revealing their own, an admin, a refusal (403, 404) or a reveal over the limit (429)', async () => {
    const before = (await reveals()).length;
    expect((await contact(r.id, me.cookie)).statusCode).toBe(200);
    expect((await contact(r.id, admin.cookie)).statusCode).toBe(200);
    const plain = await createMember(t);
    expect((await contact(r.id, plain.cookie)).statusCode).toBe(403);
    const pending = await createRental(t, me.cookie);
    const rider = await createMember(t, { subscriber: true });
    expect((await contact(pending.id, rider.cookie)).statusCode).toBe(404);
    expect(await reveals()).toHaveLength(before);

    // The rider's daily limit: LIMIT other rentals of a second owner, then this one is refused.
    const owner2 = await owner();
    const theirs = [];
    for (let i = 0; i < LIMIT; i++) theirs.push(await approvedRental(t, owner2.cookie, admin.cookie));
    for (const x of theirs) expect((await contact(x.id, rider.cookie)).statusCode).toBe(200);
    expect((await contact(r.id, rider.cookie)).statusCode).toBe(429);
    expect(await reveals()).toHaveLength(before);
    expect((await items(owner2)).filter((n) => n.type === 'rental-contact-revealed')).toHaveLength(LIMIT);
  });
});
