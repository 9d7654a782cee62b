import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminAlertPage, blacklistMessages as msg } from '../../contract/blacklist.js';
import type { Message } from '../../contract/messages.js';
import { approvedRental, createRental, tickChecklist } from '../test/account-rentals.js';
import { auditOf, call, setUser } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { approvedAlert, submitAlert, uniquePhone } from '../test/blacklist.js';
import { createItem, itemBody, putItem, uploadImages } from '../test/marketplace.js';
import { sendOk } from '../test/messages.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let sub: Member;
let buyer: Member;
let plain: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sub, buyer, plain] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
  await tickChecklist(t, buyer.cookie);
}, 180_000);
afterAll(() => t.close());

const page = async (query = '') => {
  const res = await call(t, 'GET', `/api/admin/blacklist${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAlertPage>();
};
const pendingCount = async () =>
  (await call(t, 'GET', '/api/admin/blacklist/pending-count', admin.cookie)).json().count as number;
const setStatus = (id: number, status: string) =>
  call(t, 'PUT', `/api/admin/blacklist/${id}/status`, admin.cookie, { status });
const setActive = (id: number, isActive: boolean) =>
  call(t, 'PUT', `/api/admin/blacklist/${id}/active`, admin.cookie, { isActive });

describe('admin queue (Denúncias › Alertas da comunidade)', () => {
  // A fresh reporter per test: each member submits at most 5 alerts a day.
  let rep: Member;
  beforeEach(async () => {
    rep = await createMember(t, { subscriber: true });
  });

  it('lists by status, newest first, paged with a total and the reporter; counts pending ones', async () => {
    const before = await pendingCount();
    const ids = [
      (await submitAlert(t, rep.cookie)).id,
      (await submitAlert(t, rep.cookie)).id,
      (await submitAlert(t, rep.cookie)).id,
    ];
    expect(await pendingCount()).toBe(before + 3);
    const first = await page('?status=pending&limit=2');
    expect(first.items.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]!.reportedBy).toEqual({
      id: rep.user.id,
      displayName: rep.user.displayName,
      memberNumber: rep.user.memberNumber,
    });
    expect(first.total).toBe(before + 3);
    const second = await page(`?status=pending&limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0]!.id).toBe(ids[0]);
    expect((await page('?status=approved')).items.map((a) => a.id)).not.toContain(ids[0]);
    expect((await call(t, 'GET', '/api/admin/blacklist?status=banana', admin.cookie)).statusCode).toBe(400);
  });

  it('approves or rejects only while pending, each in the audit log', async () => {
    const a = await submitAlert(t, rep.cookie);
    const ok = await setStatus(a.id, 'approved');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      item: { id: a.id, approvalStatus: 'approved', isActive: true },
      message: msg.approved,
    });
    const again = await setStatus(a.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.notPending);
    const b = await submitAlert(t, rep.cookie);
    expect((await setStatus(b.id, 'rejected')).json().item.approvalStatus).toBe('rejected');
    expect((await auditOf(t, 'blacklist', a.id)).map((e) => [e.action, e.actorId])).toEqual([
      ['blacklist.approve', admin.user.id],
    ]);
    expect((await auditOf(t, 'blacklist', b.id)).map((e) => e.action)).toEqual(['blacklist.reject']);
    expect((await setStatus(999_999, 'approved')).statusCode).toBe(404);
    expect((await setStatus(a.id, 'pending')).statusCode).toBe(400);
  });

  it('deactivates and reactivates approved alerts at any time; pending ones cannot be', async () => {
    const a = await approvedAlert(t, rep.cookie, admin.cookie);
    expect((await setActive(a.id, false)).json()).toMatchObject({
      item: { isActive: false },
      message: msg.deactivated,
    });
    expect((await setActive(a.id, true)).json()).toMatchObject({ item: { isActive: true }, message: msg.activated });
    const p = await submitAlert(t, rep.cookie);
    expect((await setActive(p.id, false)).statusCode).toBe(409);
    expect((await auditOf(t, 'blacklist', a.id)).map((e) => e.action)).toEqual([
      'blacklist.approve',
      'blacklist.deactivate',
      'blacklist.activate',
    ]);
  });

  it('deletes in any state, with its images and an audit row', async () => {
    const m = await createMember(t, { subscriber: true });
    const images = await uploadImages(t, m.cookie, 1);
    const a = await submitAlert(t, m.cookie, { imageUrls: images });
    const res = await call(t, 'DELETE', `/api/admin/blacklist/${a.id}`, admin.cookie);
    expect(res.json()).toEqual({ message: msg.deleted });
    expect((await call(t, 'DELETE', `/api/admin/blacklist/${a.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', images[0]!)).statusCode).toBe(404);
    expect((await auditOf(t, 'blacklist', a.id)).map((e) => e.action)).toEqual(['blacklist.delete']);
  });

  it('is for admins only', async () => {
    expect((await call(t, 'GET', '/api/admin/blacklist', sub.cookie)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/blacklist/pending-count')).statusCode).toBe(401);
  });
});

describe('warnings where a contact matches an approved alert', () => {
  const description = 'Alugou a conta, recebeu o depósito e sumiu.';

  it('the rental contact reveal carries the alert’s description, never its reporter', async () => {
    const phone = uniquePhone();
    const rental = await approvedRental(t, sub.cookie, admin.cookie, { whatsapp: phone.replace('+353 ', '0') });
    const before = await call(t, 'GET', `/api/account-rentals/${rental.id}/contact`, buyer.cookie);
    expect(before.json()).not.toHaveProperty('alert');
    await approvedAlert(t, buyer.cookie, admin.cookie, { phoneNumber: phone, description, name: 'Nome Reservado' });
    const res = await call(t, 'GET', `/api/account-rentals/${rental.id}/contact`, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ whatsapp: phone.replace('+353 ', '0'), alert: { description } });
    for (const secret of ['Nome Reservado', buyer.email, String(buyer.user.memberNumber)])
      expect(res.body).not.toContain(secret);
  });

  it('the rental reveal also warns when the owner’s own email is named in an alert', async () => {
    const owner = await createMember(t, { subscriber: true });
    const rental = await approvedRental(t, owner.cookie, admin.cookie, { whatsapp: uniquePhone() });
    await approvedAlert(t, buyer.cookie, admin.cookie, {
      phoneNumber: null,
      email: owner.email.toUpperCase(),
      description,
    });
    expect((await call(t, 'GET', `/api/account-rentals/${rental.id}/contact`, buyer.cookie)).json().alert).toEqual({
      description,
    });
  });

  it('the item page warns subscribers (who see the WhatsApp), not visitors', async () => {
    const phone = uniquePhone();
    const seller = await createMember(t, { subscriber: true });
    const item = await createItem(
      t,
      seller.cookie,
      itemBody(await uploadImages(t, seller.cookie, 1), { whatsapp: phone }),
    );
    await call(t, 'POST', `/api/admin/marketplace/${item.id}/approve`, admin.cookie);
    const clean = await call(t, 'GET', `/api/marketplace/${item.id}`, buyer.cookie);
    expect(clean.json()).not.toHaveProperty('alert');
    await approvedAlert(t, buyer.cookie, admin.cookie, { phoneNumber: phone.replace('+', '00'), description });
    expect((await call(t, 'GET', `/api/marketplace/${item.id}`, buyer.cookie)).json().alert).toEqual({ description });
    const visitor = await call(t, 'GET', `/api/marketplace/${item.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().whatsapp).toBeNull();
    expect(visitor.json()).not.toHaveProperty('alert');
    expect((await call(t, 'GET', `/api/marketplace/${item.id}`, plain.cookie)).json()).not.toHaveProperty('alert');
  });

  it('a received message warns on a number in its text or its sender’s own phone; the sender sees no warning', async () => {
    const phone = uniquePhone();
    const scammer = await createMember(t, { subscriber: true });
    const other = await createMember(t, { subscriber: true });
    await approvedAlert(t, buyer.cookie, admin.cookie, { phoneNumber: phone, description });
    const inText = await sendOk(t, scammer.cookie, {
      receiverId: sub.user.id,
      content: `Me chama no WhatsApp ${phone.replace('+353 ', '0')}`,
    });
    const clean = await sendOk(t, scammer.cookie, { receiverId: sub.user.id, content: 'Ainda está disponível?' });
    const fromOther = await sendOk(t, other.cookie, { receiverId: sub.user.id, content: 'Oi, tudo bem?' });
    await setUser(t, other.user.id, { phone });
    const inbox = (await call(t, 'GET', '/api/messages?box=received', sub.cookie)).json<{ items: Message[] }>().items;
    const alertOf = (id: number) => inbox.find((m) => m.id === id)!.alert;
    expect(alertOf(inText.id)).toEqual({ description });
    expect(alertOf(clean.id)).toBeUndefined();
    expect(alertOf(fromOther.id)).toEqual({ description });
    const body = JSON.stringify(inbox);
    expect(body).not.toContain(phone);
    const sent = (await call(t, 'GET', '/api/messages?box=sent', scammer.cookie)).json<{ items: Message[] }>().items;
    expect(sent.find((m) => m.id === inText.id)).not.toHaveProperty('alert');
  });
});

describe('the author of a contact is never told whether it matches an alert (issue 37)', () => {
  const description = 'Golpe conhecido na comunidade.';

  it('a seller who types alerted numbers into their own listing, pending or edited, reads back no alert', async () => {
    const [first, second, own] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const rep = await createMember(t, { subscriber: true });
    for (const phone of [first, second, own])
      await approvedAlert(t, rep.cookie, admin.cookie, { phoneNumber: phone, description });
    const seller = await createMember(t, { subscriber: true });
    const images = await uploadImages(t, seller.cookie, 1);
    const item = await createItem(t, seller.cookie, itemBody(images, { whatsapp: first }));
    expect(item).not.toHaveProperty('alert');
    const readBack = async () => {
      const res = await call(t, 'GET', `/api/marketplace/${item.id}`, seller.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    expect((await readBack()).json()).not.toHaveProperty('alert');
    // The side door of the report: edit the pending listing's number, read it back.
    const edit = await putItem(t, seller.cookie, item.id, itemBody(images, { whatsapp: second }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.body).not.toContain('"alert"');
    expect((await readBack()).json()).toMatchObject({ whatsapp: second });
    expect((await readBack()).json()).not.toHaveProperty('alert');
    // The seller's own profile number, another value they typed.
    await setUser(t, seller.user.id, { phone: own });
    expect((await readBack()).json()).not.toHaveProperty('alert');
    // Published, and with an edit under review: still nothing for the seller, the warning for buyers.
    await call(t, 'POST', `/api/admin/marketplace/${item.id}/approve`, admin.cookie);
    expect((await putItem(t, seller.cookie, item.id, itemBody(images, { whatsapp: first }))).statusCode).toBe(200);
    const mine = (await readBack()).json();
    expect(mine.pendingEdit).toMatchObject({ whatsapp: first });
    expect(mine).not.toHaveProperty('alert');
    expect((await call(t, 'GET', `/api/marketplace/${item.id}`, buyer.cookie)).json().alert).toEqual({ description });
    // The contact check's counter is the only way to test a number, and it was not touched.
    const left = await call(t, 'POST', '/api/blacklist/check', seller.cookie, { contact: uniquePhone() });
    expect(left.json().remaining).toBe(29);
  });

  it('a rental owner reads back no alert on their own rental, pending or published, nor from its contact', async () => {
    const phone = uniquePhone();
    const rep = await createMember(t, { subscriber: true });
    await approvedAlert(t, rep.cookie, admin.cookie, { phoneNumber: phone, description });
    const owner = await createMember(t, { subscriber: true });
    const pending = await createRental(t, owner.cookie, { whatsapp: phone });
    for (const url of [`/api/account-rentals/${pending.id}`, `/api/account-rentals/${pending.id}/contact`]) {
      const res = await call(t, 'GET', url, owner.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).not.toHaveProperty('alert');
    }
    const published = await approvedRental(t, owner.cookie, admin.cookie, { whatsapp: phone });
    expect(
      (await call(t, 'GET', `/api/account-rentals/${published.id}/contact`, owner.cookie)).json(),
    ).not.toHaveProperty('alert');
    expect((await call(t, 'GET', `/api/account-rentals/${published.id}/contact`, buyer.cookie)).json().alert).toEqual({
      description,
    });
  });
});
