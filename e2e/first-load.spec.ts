// Issue 17: a visitor's first page renders from its HTML (pages/first-answers.ts): the login
// state, site config and the page's data come with it, and its largest image is preloaded with
// the srcset and sizes of the <img> that shows it, so the browser fetches that file once.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, test } from './fixtures.js';

/** Every API call and image the page asks the network for, as path + query. */
function recordRequests(page: Page) {
  const api: string[] = [];
  const images: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) api.push(u.pathname + u.search);
    if (u.pathname.startsWith('/objects/')) images.push(u.pathname);
  });
  return { api, images };
}

/** The preload link's candidates and sizes must be the image's own, and that file fetched once. */
async function expectPreloadedOnce(page: Page, img: ReturnType<Page['locator']>, images: string[]) {
  const link = page.locator('link[rel="preload"][as="image"]');
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute('imagesrcset')).toBe(await img.getAttribute('srcset'));
  expect(await link.getAttribute('imagesizes')).toBe(await img.getAttribute('sizes'));
  const chosen = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
  expect(images.filter((p) => p === chosen)).toHaveLength(1);
}

test('the marketplace list and an item render without asking for their data, their photo fetched once', async ({
  page,
  browser,
}, testInfo) => {
  // A subscriber's listing with a photo, approved by an admin, set up in another browser.
  const setup = await browser.newPage();
  await loginAs(setup, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await setup.request.post('/api/upload', {
    multipart: { images: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const created = await setup.request.post('/api/marketplace', {
    data: {
      title: `Bolsa térmica ${testInfo.project.name} ${Date.now()}`,
      description: 'Bolsa térmica grande, pouco usada.',
      type: 'venda',
      category: 'equipamentos',
      price: '25',
      whatsapp: '+353 83 765 4321',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await loginAs(setup, DEMO.admin, DEMO_PASSWORD);
  expect((await setup.request.post(`/api/admin/marketplace/${id}/approve`)).ok()).toBe(true);
  await setup.close();

  const { api, images } = recordRequests(page);
  await page.goto('/marketplace');
  const first = page.getByTestId('item-card').first();
  await expect(first).toBeVisible();
  expect(api).not.toContain('/api/marketplace?limit=12');
  expect(api).not.toContain('/api/site-config');
  const list = (await (await page.request.get('/api/marketplace?limit=12')).json()) as {
    items: { imageUrls: string[] }[];
  };
  // Another spec may have put a listing without photos first since: then nothing is preloaded.
  if (list.items[0]!.imageUrls.length) await expectPreloadedOnce(page, first.locator('img').first(), images);
  else await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);

  const item = recordRequests(page);
  await page.goto(`/marketplace/${id}`);
  const photo = page.getByTestId('gallery-main').locator('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(item.api).not.toContain(`/api/marketplace/${id}`);
  await expectPreloadedOnce(page, photo, item.images);
});

test('events, rentals and the map render without asking for their first data', async ({ page }) => {
  for (const [path, own] of [
    ['/events', ['/api/events?when=upcoming&limit=12']],
    ['/account-rental', ['/api/account-rentals?limit=12', '/api/market-temperature']],
    ['/dangerous-areas', ['/api/safety-reports/config', '/api/safety-reports/summary?window=30d']],
  ] as const) {
    const { api } = recordRequests(page);
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const url of [...own, '/api/site-config']) expect(api, `${path}: ${url}`).not.toContain(url);
  }
});

test('the landing shows itself first, without a spinner before it or a request for the login state, settings or offer', async ({
  page,
}) => {
  // Every element the page ever puts in the document, from before its first script runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          for (const el of [n, ...n.querySelectorAll<HTMLElement>('[data-testid]')])
            if (el.dataset.testid) seen.push(el.dataset.testid);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const { api } = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.getByTestId('launch-banner')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).not.toContain(
    'full-screen-spinner',
  );
  expect(api).not.toContain('/api/site-config');
  expect(api).not.toContain('/api/subscription/offer');
  // The login state is asked for again on mount (spec), in the background: never before that.
  expect(api.filter((u) => u === '/api/user').length).toBeLessThanOrEqual(2);
});

test("a member's pages ask for their own data (nothing of a visitor's in their HTML)", async ({ page, newMember }) => {
  // Signed in: the page's own cookie gets the member back.
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ id: newMember.id });
  const { api } = recordRequests(page);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api).toContain('/api/marketplace?limit=12');
  expect(api).toContain('/api/user');
  expect(await page.locator('#first-answers').count()).toBe(0);
});
