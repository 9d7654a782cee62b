// The installable app (docs/decisions/020-installable-app.md): manifest, icons, the service worker,
// the offline start with 'Sem conexão', and API answers kept per member.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect as baseExpect, test } from './fixtures.js';

// playwright.config.ts blocks service workers for every other spec (they would bypass its stubs).
test.use({ serviceWorkers: 'allow' });
// Installing the worker precaches the shell, and every page here is loaded twice (online, then
// from the caches): on a loaded shared machine that is well past the default 30 s / 5 s.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const OFFLINE = 'Sem conexão. Você está vendo as últimas páginas abertas.';

/** Waits until the worker is installed (shell precached) and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const apiCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('api-')));

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the manifest names the app from site config and its icons load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await res.text());
  const config: { key: string; value: string }[] = await (await page.request.get('/api/site-config')).json();
  expect(manifest).toMatchObject({
    name: config.find((e) => e.key === 'site_title')!.value,
    description: config.find((e) => e.key === 'site_description')!.value,
    start_url: '/',
    display: 'standalone',
    theme_color: '#047857',
  });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...manifest.icons.map((i: { src: string }) => i.src), '/apple-touch-icon.png']) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const expected = src === '/apple-touch-icon.png' ? '180x180' : src.includes('192') ? '192x192' : '512x512';
    expect(`${w}x${h}`, src).toBe(expected);
  }
});

test('offline, the app opens on the last pages seen with a Sem conexão notice', async ({ page, context }, testInfo) => {
  await page.goto('/');
  await controlled(page);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  if (testInfo.project.name === 'phone') await page.screenshot({ path: '/tmp/pwa-start-url-390.png' });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  // A page never opened before still starts (the same shell); its data is simply not there.
  await page.goto('/');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Início' })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  if (testInfo.project.name === 'phone') await page.screenshot({ path: '/tmp/pwa-offline-390.png' });

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test("offline, a member never sees the previous member's answers", async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await signIn(page, DEMO.subscriber);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  expect(await apiCaches(page)).toHaveLength(1);

  // Ana signs out; Bruno signs in on the same phone.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, DEMO.subscriber2);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bruno!' })).toBeVisible();
  const bruno: { id: number } = await (await page.request.get('/api/user')).json();
  expect(await apiCaches(page)).toEqual([`api-${bruno.id}`]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bruno!' })).toBeVisible();
  await expect(page.getByText(/Ana/)).toHaveCount(0);

  // Bruno signs out while offline: his answers are gone from the phone too.
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect.poll(() => apiCaches(page)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText(/Olá, (Ana|Bruno)/)).toHaveCount(0);
});
