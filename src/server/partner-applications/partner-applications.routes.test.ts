import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerApplicationPage, partnerMessages } from '../../contract/partner-applications.js';
import { auditOf, call, word } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { partnerApplications } from './partner-applications.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
});
afterAll(() => t.close());

/** Each call from its own address unless one is given (the form is rate-limited per IP). */
const submit = (payload: object, ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/partner-applications', payload, remoteAddress: ip });
const valid = (over: object = {}) => ({
  companyName: 'Bike Fix Dublin',
  contactName: 'Paulo Santos',
  email: 'Paulo@BikeFix.ie',
  phone: '+353 85 123 4567',
  message: 'Queremos oferecer descontos aos entregadores.',
  ...over,
});
const page = async (query = '') => {
  const res = await call(t, 'GET', `/api/admin/partner-applications${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PartnerApplicationPage>();
};
const pendingCount = async () =>
  (await call(t, 'GET', '/api/admin/partner-applications/pending-count', admin.cookie)).json().count;
const setStatus = (id: number, status: string) =>
  call(t, 'PUT', `/api/admin/partner-applications/${id}/status`, admin.cookie, { status });

describe('POST /api/partner-applications (public)', () => {
  it('stores a valid application as pending and answers only a confirmation', async () => {
    const w = word();
    const res = await submit(valid({ companyName: `Empresa ${w}` }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: partnerMessages.sent });
    const [row] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, res.json().id));
    expect(row).toMatchObject({
      companyName: `Empresa ${w}`,
      email: 'paulo@bikefix.ie',
      status: 'pending',
      reviewedAt: null,
    });
  });

  it.each([
    ['companyName of 1 character', { companyName: 'A' }, partnerMessages.companyNameMin],
    ['companyName of spaces', { companyName: '   ' }, 'Nome da empresa deve ter pelo menos 2 caracteres'],
    ['contactName of 1 character', { contactName: 'P' }, partnerMessages.contactNameMin],
    ['an invalid email', { email: 'paulo@' }, 'Email inválido'],
    ['a phone of 9 characters', { phone: '083123456' }, 'Telefone deve ter pelo menos 10 dígitos'],
    ['a message of 9 characters', { message: 'Olá, tudo' }, 'Mensagem deve ter pelo menos 10 caracteres'],
    ['a missing message', { message: undefined }, partnerMessages.messageMin],
  ])('refuses %s with its pt-BR message and stores nothing', async (_case, change, message) => {
    const before = (await page()).total;
    const res = await submit(valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await page()).total).toBe(before);
  });

  it('accepts 5 applications an hour from one address, then answers 429 in pt-BR with Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await submit(valid(), ip)).statusCode).toBe(201);
    const res = await submit(valid(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: partnerMessages.tooMany });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not affected.
    expect((await submit(valid(), '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('admin partner applications', () => {
  it('lists newest first with paging, a status filter and a total; counts pending ones', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await submit(valid({ companyName: `Lista ${i}` }))).json().id);
    const first = await page('?limit=2');
    expect(first.items.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0]?.id).toBe(ids[0]);
    expect(second.total).toBe(first.total);
    expect(first.items[0]).toMatchObject({
      companyName: 'Lista 2',
      email: 'paulo@bikefix.ie',
      status: 'pending',
      reviewedAt: null,
    });

    const pendingBefore = await pendingCount();
    expect(pendingBefore).toBe((await page('?status=pending')).total);
    expect((await setStatus(ids[0]!, 'rejected')).statusCode).toBe(200);
    expect(await pendingCount()).toBe(pendingBefore - 1);
    expect((await page('?status=rejected')).items.map((a) => a.id)).toEqual([ids[0]]);
  });

  it('approves or rejects only while pending (409 afterwards), recording reviewer and time', async () => {
    const id = (await submit(valid())).json().id as number;
    const res = await setStatus(id, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      reviewedById: admin.user.id,
      reviewedByMemberNumber: admin.user.memberNumber,
    });
    expect(Date.now() - new Date(res.json().reviewedAt).getTime()).toBeLessThan(60_000);
    for (const status of ['rejected', 'approved']) {
      const again = await setStatus(id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: partnerMessages.notPending });
    }
    expect((await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, id)))[0]?.status).toBe(
      'approved',
    );
    expect((await auditOf(t, 'partner_application', id)).map((a) => [a.action, a.actorId])).toEqual([
      ['partner-application.approve', admin.user.id],
    ]);
  });

  it('refuses a status other than approved/rejected, and unknown ids', async () => {
    const id = (await submit(valid())).json().id as number;
    expect((await setStatus(id, 'pending')).statusCode).toBe(400);
    expect((await setStatus(999_999, 'approved')).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/admin/partner-applications/999999', admin.cookie)).statusCode).toBe(404);
  });

  it('deletes an application in any state, audited', async () => {
    const id = (await submit(valid({ companyName: 'Apagar Ltda' }))).json().id as number;
    await setStatus(id, 'rejected');
    const res = await call(t, 'DELETE', `/api/admin/partner-applications/${id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: partnerMessages.deleted });
    expect(await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, id))).toEqual([]);
    expect((await auditOf(t, 'partner_application', id)).map((a) => a.action)).toEqual([
      'partner-application.reject',
      'partner-application.delete',
    ]);
  });
});
