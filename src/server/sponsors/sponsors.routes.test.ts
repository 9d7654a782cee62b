import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sponsor, type SponsorsResponse, sponsorMessages } from '../../contract/sponsors.js';
import { uploadMessages } from '../../contract/uploads.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { uploadImages } from '../test/marketplace.js';
import { sponsors } from './sponsors.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let otherAdmin: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, otherAdmin] = await Promise.all([createMember(t, { admin: true }), createMember(t, { admin: true })]);
});
beforeEach(async () => {
  await t.db.delete(sponsors);
});
afterAll(() => t.close());

const publicList = async () => {
  const res = await call(t, 'GET', '/api/sponsors');
  expect(res.statusCode).toBe(200);
  return res.json<SponsorsResponse>().sponsors;
};
const create = async (body: object, cookie = admin.cookie) => {
  const res = await call(t, 'POST', '/api/admin/sponsors', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Sponsor>();
};
const update = (id: number, body: object, cookie = admin.cookie) =>
  call(t, 'PUT', `/api/admin/sponsors/${id}`, cookie, body);

describe('GET /api/sponsors (public)', () => {
  it('shows active sponsors only, in displayOrder then id; the first active featured one is the banner', async () => {
    const c = await create({ name: 'C', displayOrder: 2 });
    const b1 = await create({ name: 'B1', displayOrder: 1 });
    const hidden = await create({ name: 'Oculto', displayOrder: 0, isActive: false, isFeatured: true });
    const f2 = await create({
      name: 'Destaque 2',
      displayOrder: 5,
      isFeatured: true,
      redirectUrl: 'https://b.example/x',
    });
    const f1 = await create({
      name: 'Destaque 1',
      displayOrder: 3,
      isFeatured: true,
      discountInfo: '10% off',
      redirectUrl: 'https://a.example/?ref=1',
    });
    const b2 = await create({ name: 'B2', displayOrder: 1 });
    const list = await publicList();
    expect(list.featuredBanner).toEqual({
      id: f1.id,
      name: 'Destaque 1',
      logoUrl: null,
      bannerUrl: null,
      description: null,
      discountInfo: '10% off',
      redirectUrl: 'https://a.example/?ref=1',
      website: null,
    });
    expect(list.logoSponsors.map((s) => s.name)).toEqual(['B1', 'B2', 'C', 'Destaque 2']);
    expect(list.logoSponsors.map((s) => s.id)).toEqual([b1.id, b2.id, c.id, f2.id]);
    const body = JSON.stringify(list);
    expect(body).not.toContain('Oculto');
    expect(body).not.toContain(String(hidden.createdAt));
  });

  it('has no banner when no active sponsor is featured, and reflects an admin change at once', async () => {
    const s = await create({ name: 'Único' });
    expect(await publicList()).toEqual({ featuredBanner: null, logoSponsors: [expect.objectContaining({ id: s.id })] });
    expect((await update(s.id, { isFeatured: true })).statusCode).toBe(200);
    expect((await publicList()).featuredBanner?.id).toBe(s.id);
    expect((await update(s.id, { isActive: false })).statusCode).toBe(200);
    expect(await publicList()).toEqual({ featuredBanner: null, logoSponsors: [] });
  });
});

describe('admin sponsors', () => {
  it('creates with defaults, trims the name and lists inactive sponsors too', async () => {
    const s = await create({ name: '  Oficina Central  ' });
    expect(s).toMatchObject({
      name: 'Oficina Central',
      isActive: true,
      isFeatured: false,
      displayOrder: 0,
      logoUrl: null,
      bannerUrl: null,
      website: null,
      redirectUrl: null,
    });
    await create({ name: 'Inativo', isActive: false });
    const all = (await call(t, 'GET', '/api/admin/sponsors', admin.cookie)).json<Sponsor[]>();
    expect(all.map((x) => x.name)).toEqual(['Oficina Central', 'Inativo']);
    expect((await auditOf(t, 'sponsor', s.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['sponsor.create', admin.user.id],
    ]);
  });

  it.each([
    ['an empty name', { name: '' }, sponsorMessages.nameRequired],
    ['a name of spaces', { name: '   ' }, 'Nome é obrigatório'],
    ['a missing name', {}, sponsorMessages.nameRequired],
    ['a javascript: website', { name: 'X', website: 'javascript:alert(1)' }, sponsorMessages.urlInvalid],
    ['an ftp redirectUrl', { name: 'X', redirectUrl: 'ftp://example.com/file' }, sponsorMessages.urlInvalid],
    ['a website without scheme', { name: 'X', website: 'example.com' }, sponsorMessages.urlInvalid],
    ['a negative displayOrder', { name: 'X', displayOrder: -1 }, sponsorMessages.displayOrderInvalid],
    ['a fractional displayOrder', { name: 'X', displayOrder: 1.5 }, sponsorMessages.displayOrderInvalid],
  ])('refuses %s with its pt-BR message', async (_case, body, message) => {
    const res = await call(t, 'POST', '/api/admin/sponsors', admin.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await t.db.select().from(sponsors)).toEqual([]);
  });

  it('takes logo and banner only from the admin’s own uploads; unchanged images pass on edit by another admin', async () => {
    const [logo, banner] = await uploadImages(t, admin.cookie, 2);
    const [foreign] = await uploadImages(t, otherAdmin.cookie, 1);
    for (const bad of [
      foreign,
      '/objects/uploads/00000000-0000-0000-0000-000000000000-full.webp',
      'https://evil.example/x.png',
    ]) {
      const res = await call(t, 'POST', '/api/admin/sponsors', admin.cookie, { name: 'X', logoUrl: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: uploadMessages.notYours });
    }
    const s = await create({ name: 'Com imagens', logoUrl: logo, bannerUrl: banner, isFeatured: true });
    expect((await publicList()).featuredBanner).toMatchObject({ logoUrl: logo, bannerUrl: banner });
    const edit = await update(s.id, { name: 'Renomeado', logoUrl: logo, bannerUrl: banner }, otherAdmin.cookie);
    expect(edit.statusCode, edit.body).toBe(200);
    const steal = await update(s.id, { logoUrl: foreign }, admin.cookie);
    expect(steal.statusCode).toBe(400);
    expect((await t.db.select().from(sponsors).where(eq(sponsors.id, s.id)))[0]?.logoUrl).toBe(logo);
  });

  it('replacing or clearing an image deletes the old object; deleting the sponsor deletes the rest', async () => {
    const [logo, banner, newLogo] = await uploadImages(t, admin.cookie, 3);
    const s = await create({ name: 'Imagens', logoUrl: logo, bannerUrl: banner });
    const res = await update(s.id, { logoUrl: newLogo, website: 'https://site.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Sponsor>()).toMatchObject({
      logoUrl: newLogo,
      bannerUrl: banner,
      website: 'https://site.example',
      name: 'Imagens',
    });
    expect((await call(t, 'GET', logo!)).statusCode).toBe(404);
    expect((await call(t, 'GET', banner!)).statusCode).toBe(200);
    expect((await update(s.id, { bannerUrl: '' })).json<Sponsor>().bannerUrl).toBeNull();
    expect((await call(t, 'GET', banner!)).statusCode).toBe(404);

    const del = await call(t, 'DELETE', `/api/admin/sponsors/${s.id}`, admin.cookie);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: sponsorMessages.deleted });
    expect((await call(t, 'GET', newLogo!)).statusCode).toBe(404);
    expect(await t.db.select().from(sponsors)).toEqual([]);
    expect((await auditOf(t, 'sponsor', s.id)).map((a) => a.action)).toEqual([
      'sponsor.create',
      'sponsor.update',
      'sponsor.update',
      'sponsor.delete',
    ]);
  });

  it('keeps an object another sponsor still shows', async () => {
    const [logo] = await uploadImages(t, admin.cookie, 1);
    const a = await create({ name: 'A', logoUrl: logo });
    await create({ name: 'B', logoUrl: logo });
    expect((await call(t, 'DELETE', `/api/admin/sponsors/${a.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call(t, 'GET', logo!)).statusCode).toBe(200);
  });

  it('is 404 for an unknown sponsor on edit and delete', async () => {
    expect((await update(999_999, { name: 'X' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/admin/sponsors/999999', admin.cookie)).statusCode).toBe(404);
  });
});
