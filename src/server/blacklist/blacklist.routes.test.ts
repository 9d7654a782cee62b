import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MyAlertPage, blacklistMessages as msg } from '../../contract/blacklist.js';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { alertBody, approvedAlert, check, submitAlert, uniquePhone } from '../test/blacklist.js';
import { uploadImages } from '../test/marketplace.js';
import { blacklist } from './blacklist.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let sub: Member;
let plain: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sub, plain] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
}, 180_000);
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(blacklist).where(eq(blacklist.id, id)))[0]!;
const countAll = async () => (await t.db.select({ id: blacklist.id }).from(blacklist)).length;

describe('POST /api/blacklist', () => {
  it('stores a subscriber’s alert as pending, reported by the caller whatever the body says, with its match keys', async () => {
    const reporter = await createMember(t, { subscriber: true });
    const images = await uploadImages(t, reporter.cookie, 2);
    const res = await call(t, 'POST', '/api/blacklist', reporter.cookie, {
      ...alertBody({ phoneNumber: '087 555 0101', email: '  Golpe@Example.IE ', imageUrls: images }),
      reportedById: admin.user.id,
      approvalStatus: 'approved',
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(msg.submitted);
    const row = await rowOf(res.json().item.id);
    expect(row).toMatchObject({
      reportedById: reporter.user.id,
      approvalStatus: 'pending',
      phoneKey: '353875550101',
      emailKey: 'golpe@example.ie',
      imageUrls: images,
    });
    const mine = await call(t, 'GET', '/api/blacklist/mine', reporter.cookie);
    expect(mine.json<MyAlertPage>().items.map((a) => [a.id, a.approvalStatus])).toEqual([[row.id, 'pending']]);
  });

  it.each([
    ['no name', { name: '  ' }, msg.nameRequired],
    ['a short description', { description: 'golpe' }, msg.descriptionMin],
    ['neither phone nor email', { phoneNumber: null, email: '' }, msg.contactRequired],
    ['a phone with letters', { phoneNumber: '087 ABC 4567' }, msg.phoneInvalid],
    ['an invalid email', { email: 'golpe@' }, msg.emailInvalid],
    ['an image that is no upload', { imageUrls: ['https://example.com/foto.jpg'] }, msg.imageInvalid],
  ])('refuses %s with its pt-BR message and stores nothing', async (_case, change, message) => {
    const before = await countAll();
    const res = await call(t, 'POST', '/api/blacklist', sub.cookie, alertBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countAll()).toBe(before);
  });

  it('takes at most 5 images, and only the member’s own uploads', async () => {
    const mine = await uploadImages(t, sub.cookie, 4);
    const theirs = await uploadImages(t, admin.cookie, 2);
    const six = await call(t, 'POST', '/api/blacklist', sub.cookie, alertBody({ imageUrls: [...mine, ...theirs] }));
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('Máximo 5 imagens');
    const foreign = await call(t, 'POST', '/api/blacklist', sub.cookie, alertBody({ imageUrls: [mine[0], theirs[0]] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('URL da imagem inválida');
    const twice = await call(t, 'POST', '/api/blacklist', sub.cookie, alertBody({ imageUrls: [mine[0], mine[0]] }));
    expect(twice.statusCode).toBe(400);
    const ok = await submitAlert(t, sub.cookie, { imageUrls: mine });
    expect(ok.imageUrls).toEqual(mine);
  });

  it('is for subscribers: 401 for visitors, 403 for members without a subscription', async () => {
    expect((await call(t, 'POST', '/api/blacklist', undefined, alertBody())).statusCode).toBe(401);
    const res = await call(t, 'POST', '/api/blacklist', plain.cookie, alertBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(msg.subscriptionRequired);
    expect((await call(t, 'POST', '/api/blacklist/check', plain.cookie, { contact: '087 123 4567' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', '/api/blacklist/check', undefined, { contact: '087 123 4567' })).statusCode).toBe(
      401,
    );
  });

  it('accepts 5 alerts a day from one member, then 429 in pt-BR', async () => {
    const m = await createMember(t, { subscriber: true });
    for (let i = 0; i < 5; i++) await submitAlert(t, m.cookie);
    const res = await call(t, 'POST', '/api/blacklist', m.cookie, alertBody());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(msg.tooManySubmits);
  });

  it('lists only the caller’s own alerts, paged', async () => {
    const m = await createMember(t, { subscriber: true });
    const ids = [
      (await submitAlert(t, m.cookie)).id,
      (await submitAlert(t, m.cookie)).id,
      (await submitAlert(t, m.cookie)).id,
    ];
    const first = (await call(t, 'GET', '/api/blacklist/mine?limit=2', m.cookie)).json<MyAlertPage>();
    expect(first.items.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    const second = (
      await call(t, 'GET', `/api/blacklist/mine?limit=2&cursor=${first.nextCursor}`, m.cookie)
    ).json<MyAlertPage>();
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    expect((await call(t, 'GET', '/api/blacklist/mine', plain.cookie)).json()).toEqual({ items: [], nextCursor: null });
  });
});

describe('POST /api/blacklist/check (/verificar-contato)', () => {
  // The alerts of this block come from one reporter (each member submits at most 5 a day).
  let rep: Member;
  beforeAll(async () => {
    rep = await createMember(t, { subscriber: true });
  });

  it('matches approved, active alerts only, on phone digits in any Irish form and on email case', async () => {
    const email = `Golpe.${Date.now()}@Example.ie`;
    const pending = await submitAlert(t, rep.cookie, { phoneNumber: '+353 86 700 1122', email: null });
    expect(await check(t, sub.cookie, '086 700 1122')).toBeNull();
    const a = await approvedAlert(t, rep.cookie, admin.cookie, {
      phoneNumber: '+353 86 700 3344',
      email,
      description: 'Vendeu bike roubada e bloqueou todo mundo.',
    });
    for (const form of ['+353 86 700 3344', '00353867003344', '086 700 3344', '(086) 700-3344']) {
      expect(await check(t, sub.cookie, form), form).toEqual({
        description: 'Vendeu bike roubada e bloqueou todo mundo.',
      });
    }
    expect(await check(t, sub.cookie, `  ${email.toUpperCase()} `)).toEqual({ description: a.description });
    expect(await check(t, sub.cookie, '086 700 3345')).toBeNull();
    // Rejected and deactivated alerts warn no one.
    await call(t, 'PUT', `/api/admin/blacklist/${pending.id}/status`, admin.cookie, { status: 'rejected' });
    expect(await check(t, sub.cookie, '086 700 1122')).toBeNull();
    await call(t, 'PUT', `/api/admin/blacklist/${a.id}/active`, admin.cookie, { isActive: false });
    expect(await check(t, sub.cookie, '086 700 3344')).toBeNull();
  });

  it('matches Brazilian numbers written with or without +55', async () => {
    await approvedAlert(t, rep.cookie, admin.cookie, {
      phoneNumber: '+55 11 97654-3210',
      description: 'Cobrou pela conta e nunca entregou.',
    });
    expect(await check(t, sub.cookie, '(11) 97654-3210')).toEqual({
      description: 'Cobrou pela conta e nunca entregou.',
    });
    expect(await check(t, sub.cookie, '0055 11 976543210')).toEqual({
      description: 'Cobrou pela conta e nunca entregou.',
    });
  });

  it('answers the description only: never the reporter, the name or the other contacts', async () => {
    const phone = uniquePhone();
    await approvedAlert(t, rep.cookie, admin.cookie, {
      phoneNumber: phone,
      name: 'Nome Secreto',
      email: 'outro@example.ie',
    });
    const res = await call(t, 'POST', '/api/blacklist/check', sub.cookie, { contact: phone });
    expect(Object.keys(res.json().alert)).toEqual(['description']);
    for (const secret of ['Nome Secreto', 'outro@example.ie', rep.email, String(rep.user.id)])
      expect(res.body).not.toContain(secret);
  });

  it('refuses something that is neither a phone nor an email without counting it', async () => {
    const res = await call(t, 'POST', '/api/blacklist/check', sub.cookie, { contact: 'joao silva' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.checkInvalid);
  });

  it('counts CONTACT_CHECKS_PER_DAY checks a member a day atomically: a parallel burst cannot pass it', async () => {
    const small = await appWithEnv(t, { CONTACT_CHECKS_PER_DAY: '3' });
    const m = await createMember(small, { subscriber: true });
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(small, 'POST', '/api/blacklist/check', m.cookie, { contact: uniquePhone() }),
      ),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe('Você já fez 3 verificações hoje. Tente novamente amanhã.');
    // Another member has their own allowance.
    const other = await createMember(small, { subscriber: true });
    expect(
      (await call(small, 'POST', '/api/blacklist/check', other.cookie, { contact: uniquePhone() })).statusCode,
    ).toBe(200);
  });
});
