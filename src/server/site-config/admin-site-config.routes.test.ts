import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminSiteConfigEntry,
  PUBLIC_SITE_CONFIG_KEYS,
  SITE_CONFIG_DEFAULTS,
  type SiteConfigEntry,
  siteConfigMessages,
} from '../../contract/site-config.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { siteConfig } from './site-config.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ web: {} });
  admin = await createMember(t, { admin: true });
  await t.db.insert(siteConfig).values([
    { key: 'stripe_price_id', value: 'price_privado', description: 'Somente leitura', isEditable: false },
    { key: 'admin_notes', value: 'nota interna', description: 'Anotações' },
  ]);
});
afterAll(() => t.close());

const put = (key: string, value: unknown) => call(t, 'PUT', `/api/admin/site-config/${key}`, admin.cookie, { value });
const publicValue = async (key: string) =>
  (await call(t, 'GET', '/api/site-config')).json<SiteConfigEntry[]>().find((e) => e.key === key)?.value;
const row = async (key: string) => (await t.db.select().from(siteConfig).where(eq(siteConfig.key, key)))[0]!;

describe('GET /api/admin/site-config', () => {
  it('lists every key, public and admin-only, with description, isEditable and updatedAt', async () => {
    const res = await call(t, 'GET', '/api/admin/site-config', admin.cookie);
    expect(res.statusCode).toBe(200);
    const entries = res.json<AdminSiteConfigEntry[]>();
    expect(entries.map((e) => e.key).sort()).toEqual(
      [...SITE_CONFIG_DEFAULTS.map((d) => d.key), 'admin_notes', 'stripe_price_id'].sort(),
    );
    expect(entries.find((e) => e.key === 'stripe_price_id')).toEqual({
      key: 'stripe_price_id',
      value: 'price_privado',
      description: 'Somente leitura',
      isEditable: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('PUT /api/admin/site-config/{key}', () => {
  it('updates a key: the public list and the served page show it at once; updatedById set; audited', async () => {
    expect(await publicValue('subscription_price')).toBe('2.99'); // fills the 5-minute cache
    const res = await put('subscription_price', ' 4.50 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSiteConfigEntry>()).toMatchObject({
      key: 'subscription_price',
      value: '4.50',
      isEditable: true,
    });
    expect(await publicValue('subscription_price')).toBe('4.50');
    expect(await row('subscription_price')).toMatchObject({ value: '4.50', updatedById: admin.user.id });
    const audit = await auditOf(t, 'site_config', 'subscription_price');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'site-config.update',
        actorId: admin.user.id,
        details: { from: '2.99', to: '4.50' },
      }),
    ]);
  });

  it('the served index.html carries the new title, description and og:image', async () => {
    await call(t, 'GET', '/');
    expect((await put('site_title', 'Entregadores BR & Dublin')).statusCode).toBe(200);
    expect((await put('site_description', 'Descrição nova')).statusCode).toBe(200);
    expect((await put('og_image', 'https://cdn.example.com/og.png')).statusCode).toBe(200);
    const html = (await call(t, 'GET', '/')).body;
    expect(html).toContain('<title>Entregadores BR &amp; Dublin</title>');
    // Other pages put their own name first (pages/page-meta.test.ts).
    expect((await call(t, 'GET', '/marketplace')).body).toContain(
      '<title>Marketplace · Entregadores BR &amp; Dublin</title>',
    );
    expect(html).toContain('Descrição nova');
    expect(html).toContain('https://cdn.example.com/og.png');
    // The browser bar's colour of every page follows theme_color (so does the manifest's).
    expect(html).toContain('<meta name="theme-color" content="#047857" />');
    expect((await put('theme_color', '#1d4ed8')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/events')).body).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect((await put('theme_color', '#047857')).statusCode).toBe(200);
  });

  it('refuses a non-editable key (403) and an unknown key (404), changing nothing', async () => {
    const locked = await put('stripe_price_id', 'price_novo');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ message: siteConfigMessages.notEditable });
    expect((await row('stripe_price_id')).value).toBe('price_privado');
    const unknown = await put('nao_existe', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: siteConfigMessages.notFound });
    expect(await t.db.select().from(siteConfig).where(eq(siteConfig.key, 'nao_existe'))).toEqual([]);
    expect(await auditOf(t, 'site_config', 'stripe_price_id')).toEqual([]);
  });

  it.each([
    ['subscription_price', '0', siteConfigMessages.subscriptionPrice],
    ['subscription_price', '-1', siteConfigMessages.subscriptionPrice],
    ['subscription_price', 'dez', siteConfigMessages.subscriptionPrice],
    ['subscription_price', '2.999', siteConfigMessages.subscriptionPrice],
    ['subscription_price', '2,99', siteConfigMessages.subscriptionPrice],
    ['launch_promotion_active', 'sim', siteConfigMessages.booleanValue],
    ['launch_promotion_active', 'TRUE', siteConfigMessages.booleanValue],
    ['launch_promotion_limit', '-5', siteConfigMessages.nonNegativeInteger],
    ['launch_promotion_limit', '10.5', siteConfigMessages.nonNegativeInteger],
    ['admin_whatsapp', '12345', siteConfigMessages.whatsapp],
    ['admin_whatsapp', '353-83-000-0000', siteConfigMessages.whatsapp],
    ['og_image', 'http://insecure.example/og.png', siteConfigMessages.ogImage],
    ['og_image', 'javascript:alert(1)', siteConfigMessages.ogImage],
    ['og_image', 'og.png', siteConfigMessages.ogImage],
    ['site_title', '   ', siteConfigMessages.siteTitle],
    ['theme_color', 'green', siteConfigMessages.color],
    ['theme_color', '#04785', siteConfigMessages.color],
    ['background_color', 'f8fafc', siteConfigMessages.color],
    // Issue 28: numbers within their range, real calendar days, a switch's two values only.
    ['launch_promotion_limit', '100001', siteConfigMessages.nonNegativeInteger],
    ['subscription_price', '1000', siteConfigMessages.subscriptionPrice],
    ['subscription_regular_price', '0.00', siteConfigMessages.subscriptionPrice],
    ['launch_promotion_until', '2026-02-30', siteConfigMessages.date],
    ['launch_promotion_until', '2026-13-01', siteConfigMessages.date],
    ['launch_promotion_until', '31/12/2026', siteConfigMessages.date],
    ['launch_promotion_active', 'yes', siteConfigMessages.booleanValue],
    ['launch_promotion_active', '1', siteConfigMessages.booleanValue],
  ])('refuses %s = %j with its message', async (key, value, message) => {
    const before = (await row(key)).value;
    const res = await put(key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await row(key)).value).toBe(before);
  });

  it.each([
    ['launch_promotion_active', 'false'],
    ['launch_promotion_limit', '0'],
    ['admin_whatsapp', '+353 83 123 4567'],
    ['og_image', '/og-image-2.png'],
    ['subscription_price', '10'],
    ['admin_notes', 'qualquer texto'],
    ['background_color', '#FFFFFF'],
    ['launch_promotion_limit', '100000'],
    ['launch_promotion_until', '2028-02-29'],
    ['launch_promotion_until', ''],
    ['subscription_regular_price', '999.99'],
  ])('accepts %s = %j', async (key, value) => {
    const res = await put(key, value);
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(key)).value).toBe(value);
  });

  it('community_whatsapp_url: public, empty by default, an invite link or empty accepted, anything else refused', async () => {
    expect(await publicValue('community_whatsapp_url')).toBe('');
    for (const bad of [
      'https://chat.whatsapp.com/',
      'http://chat.whatsapp.com/AbC123xyz',
      'https://evil.example/chat.whatsapp.com/AbC123',
      'javascript:alert(1)',
    ]) {
      const res = await put('community_whatsapp_url', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: siteConfigMessages.communityWhatsappUrl });
    }
    expect(await publicValue('community_whatsapp_url')).toBe('');
    expect((await put('community_whatsapp_url', ' https://chat.whatsapp.com/AbC123xyz ')).statusCode).toBe(200);
    expect(await publicValue('community_whatsapp_url')).toBe('https://chat.whatsapp.com/AbC123xyz');
    // Emptied again: the landing hides its invitation.
    expect((await put('community_whatsapp_url', '')).statusCode).toBe(200);
    expect(await publicValue('community_whatsapp_url')).toBe('');
  });

  it('never exposes an admin-only key publicly, even after an edit', async () => {
    expect((await put('admin_notes', 'segredo editado')).statusCode).toBe(200);
    const res = await call(t, 'GET', '/api/site-config');
    expect(
      res
        .json<SiteConfigEntry[]>()
        .map((e) => e.key)
        .sort(),
    ).toEqual([...PUBLIC_SITE_CONFIG_KEYS].sort());
    expect(res.body).not.toContain('segredo editado');
    expect(res.body).not.toContain('price_privado');
  });

  it('refuses a body without a string value', async () => {
    expect((await put('site_title', 42)).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/admin/site-config/site_title', admin.cookie, {})).statusCode).toBe(400);
  });
});
