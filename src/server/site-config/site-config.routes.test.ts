import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SITE_CONFIG_KEYS, type SiteConfigEntry, type WebManifest } from '../../contract/site-config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { siteConfig } from './site-config.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Admin-only settings live in the same table; they must never reach the public list.
  await t.db.insert(siteConfig).values([
    { key: 'stripe_webhook_secret', value: 'whsec_nao_pode_vazar', description: 'privado' },
    { key: 'admin_notes', value: 'nota interna', description: 'privado' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/site-config', () => {
  it('returns exactly the public keys with the spec defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    const entries = res.json<SiteConfigEntry[]>();
    expect(entries.map((e) => e.key).sort()).toEqual([...PUBLIC_SITE_CONFIG_KEYS].sort());
    const value = (key: string) => entries.find((e) => e.key === key)?.value;
    expect(value('subscription_price')).toBe('2.99');
    expect(value('launch_promotion_limit')).toBe('50');
    expect(value('launch_promotion_active')).toBe('true');
    expect(value('site_title')).toBe('Comunidade Entregadores Dublin');
    for (const e of entries) expect(Object.keys(e).sort()).toEqual(['key', 'value']);
  });

  it('never returns a non-public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.body).not.toContain('stripe_webhook_secret');
    expect(res.body).not.toContain('whsec_nao_pode_vazar');
    expect(res.body).not.toContain('admin_notes');
  });

  it('may be cached for 5 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.headers['cache-control']).toMatch(/(^|[\s,])max-age=300($|[\s,])/);
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});

describe('GET /manifest.webmanifest', () => {
  it('names the installable app from site config, with its icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
    const manifest = res.json<WebManifest>();
    expect(manifest).toMatchObject({
      name: 'Comunidade Entregadores Dublin',
      short_name: 'Entregadores',
      start_url: '/',
      display: 'standalone',
      theme_color: '#047857',
    });
    expect(manifest.description).toMatch(/^A comunidade dos entregadores brasileiros em Dublin/);
    expect(manifest.icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/icon-192.png 192x192 any',
      '/icon-512.png 512x512 any',
      '/icon-maskable-512.png 512x512 maskable',
    ]);
  });

  it("follows the admin's title (a short one is the home-screen label too)", async () => {
    await t.db.update(siteConfig).set({ value: 'Rota BR' }).where(eq(siteConfig.key, 'site_title'));
    t.app.services.siteConfig.invalidate();
    try {
      const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<WebManifest>();
      expect(manifest).toMatchObject({ name: 'Rota BR', short_name: 'Rota BR' });
    } finally {
      await t.db
        .update(siteConfig)
        .set({ value: 'Comunidade Entregadores Dublin' })
        .where(eq(siteConfig.key, 'site_title'));
      t.app.services.siteConfig.invalidate();
    }
  });

  it("takes its colours from site config, and the pages' theme-color too", async () => {
    const set = async (key: string, value: string) => {
      await t.db.update(siteConfig).set({ value }).where(eq(siteConfig.key, key));
      t.app.services.siteConfig.invalidate();
    };
    await set('theme_color', '#1d4ed8');
    await set('background_color', '#0f172a');
    try {
      const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<WebManifest>();
      expect(manifest).toMatchObject({ theme_color: '#1d4ed8', background_color: '#0f172a' });
      // A malformed value (written around the admin API) falls back to the product's colours.
      await set('theme_color', 'red');
      const fallback = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<WebManifest>();
      expect(fallback).toMatchObject({ theme_color: '#047857', background_color: '#0f172a' });
    } finally {
      await set('theme_color', '#047857');
      await set('background_color', '#f8fafc');
    }
  });
});
