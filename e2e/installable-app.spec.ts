// The installable app (docs/decisions/020-installable-app.md): the manifest and its icons, and the
// service worker: an offline start shows the last pages seen with 'Sem conexão', and one member's
// API answers are never kept for another.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

const OFFLINE_TEXT = 'Sem conexão. Você está vendo as últimas páginas abertas.';

/**
 * Opens `path` with every request through the service worker: the very first load of a site is
 * not (its requests went out before the worker was installed), so it is loaded again.
 */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The ids of the members whose answers the worker keeps, and the ids inside its copies of /api/user. */
async function apiCaches(page: Page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith('api-'));
    const users: unknown[] = [];
    for (const name of names) {
      const res = await (await caches.open(name)).match('/api/user');
      if (res?.ok) users.push(((await res.json()) as { id: unknown }).id);
    }
    return { names, users };
  });
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

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("an offline start shows the last pages seen with 'Sem conexão', not the browser's error page", async ({
    page,
    context,
  }) => {
    const me = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
    await openControlled(page, '/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
    // The worker keeps its copy of /api/user after answering (on a busy machine, a moment later).
    await expect.poll(async () => (await apiCaches(page)).users, { timeout: 10_000 }).toEqual([me.id]);

    await context.setOffline(true);
    await page.reload();
    // The page, its member and its data, from the worker's copies.
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect(page.getByText(OFFLINE_TEXT).first()).toBeVisible();
    // A page never opened still opens the app (its shell), not the browser's error page.
    await page.goto('/ajuda');
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await page.goto('/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test("a visitor's page kept for offline use shows the member who signed in since as that member", async ({
    page,
    context,
  }) => {
    // A visitor's HTML carries their answers (a 401 for the login state): the worker keeps it without them.
    await openControlled(page, '/marketplace');
    await expect(page.getByRole('link', { name: 'Entrar', exact: true }).first()).toBeVisible();
    expect(
      await page.evaluate(async () => (await (await (await caches.open('pages')).match('/marketplace'))?.text()) ?? ''),
    ).not.toContain('first-answers');
    // Signed in from a blank page: an answer of the visitor's page still in flight cannot land after it.
    await page.goto('about:blank');
    const me = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
    await page.goto('/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect.poll(async () => (await apiCaches(page)).users, { timeout: 10_000 }).toEqual([me.id]);

    await context.setOffline(true);
    await page.goto('/marketplace');
    await expect(page.getByText(OFFLINE_TEXT).first()).toBeVisible();
    await expect(page.getByTestId('member-number-badge')).toHaveText(me.memberNumber);
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    await context.setOffline(false);
  });

  test('offline, a page whose data has no kept copy shows what is kept, says what is not, and stops asking', async ({
    page,
    context,
  }) => {
    const me = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
    await openControlled(page, '/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect(page.getByRole('heading', { name: 'Sessões' })).toBeVisible();
    await expect.poll(async () => (await apiCaches(page)).users, { timeout: 10_000 }).toEqual([me.id]);
    // Every copy but the member's /api/user goes (as when the worker learnt of the sign-in from the
    // page's own /api/user and kept none of its other first answers). Offline first, so that no answer
    // still coming (the live stream's first 'ready' reads the notifications again) is kept after.
    const apiKept = () =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
      }, `api-${me.id}`);
    await expect.poll(apiKept, { timeout: 10_000 }).toContain('/api/sessions');
    await context.setOffline(true);
    await expect
      .poll(async () => {
        await page.evaluate(async (name) => {
          const cache = await caches.open(name);
          for (const r of await cache.keys()) if (new URL(r.url).pathname !== '/api/user') await cache.delete(r);
        }, `api-${me.id}`);
        await page.waitForTimeout(500);
        return apiKept();
      })
      .toEqual(['/api/user']);

    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
    });
    await page.reload();
    // The member's settings from the kept /api/user, and each card without a copy says so.
    await expect(page.getByTestId('settings-email')).toHaveText(me.email);
    await expect(page.getByText(OFFLINE_TEXT).first()).toBeVisible();
    await expect(page.getByText('Não foi possível carregar as sessões.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar a verificação em duas etapas.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar as preferências.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar o seu email.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar as suas zonas.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar a lista.')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar as suas denúncias.')).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    // It settles: over the next 3 s, no query is asked again and again (the live stream's retries aside).
    const settled = asked.length;
    await page.waitForTimeout(3_000);
    // (A first read that was slow to start on a busy machine may still come: a few, not the loop's dozens.)
    const again = asked.slice(settled).filter((p) => p !== '/api/notifications/stream');
    expect(again.length, asked.join(' ')).toBeLessThanOrEqual(3);
    // Over the whole offline load, each one a few times at most: a failed read is asked again when a
    // component that reads it mounts (the route table, the header, the page), never in a loop (the bug
    // asked each one every 100–300 ms for as long as the page was open).
    for (const path of new Set(asked.filter((p) => p !== '/api/notifications/stream')))
      expect(asked.filter((p) => p === path).length, asked.join(' ')).toBeLessThanOrEqual(3);
    await context.setOffline(false);
  });

  test("after a logout and another member's login, nothing of the first member is kept or shown", async ({
    page,
    context,
  }) => {
    const ana = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
    await openControlled(page, '/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(ana.email);
    await expect
      .poll(() => apiCaches(page), { timeout: 10_000 })
      .toEqual({ names: [`api-${ana.id}`], users: [ana.id] });

    // The app's logout goes through the worker: Ana's copies go before the call does.
    await page.evaluate(() => fetch('/api/logout', { method: 'POST', credentials: 'include' }));
    expect((await apiCaches(page)).names).not.toContain(`api-${ana.id}`);

    // Bruno signs in on the app's own form, as on a shared phone (the worker sees the sign-in).
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.subscriber2);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const bruno = (await (await page.request.get('/api/user')).json()) as { id: number; email: string };
    expect(bruno.email).toBe(DEMO.subscriber2);
    await page.goto('/settings');
    await expect(page.getByTestId('settings-email')).toHaveText(bruno.email);
    await expect
      .poll(() => apiCaches(page), { timeout: 10_000 })
      .toEqual({ names: [`api-${bruno.id}`], users: [bruno.id] });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('settings-email')).toHaveText(bruno.email);
    await expect(page.getByText(ana.email)).toHaveCount(0);
    await context.setOffline(false);
  });
});
