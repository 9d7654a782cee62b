import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect as base, DEMO, DEMO_PASSWORD, loginAs, PNG, test } from './fixtures.js';

// A second browser context's first page on a shared 2-core machine can take several seconds.
const expect = base.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Issue 34: the heart keeps a favourite on the server, so a member who saves a listing on one
// device finds it in /favoritos on the other; a visitor's hearts (kept in the browser) move to the
// account at sign-in; the owner sees how many saved it, never who.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** An approved listing of the demo subscriber, made through the API in a context of its own. */
async function approvedListing(browser: Browser, baseURL: string, title: string, price: string): Promise<number> {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'f.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const created = await page.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Em bom estado, retirada em Dublin 8.',
      type: 'venda',
      category: 'equipamentos',
      price,
      whatsapp: '+353 83 765 4321',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${id}/approve`)).ok()).toBe(true);
  await ctx.close();
  return id;
}

/** A second device: the other size than this project's page, signed in as the same member. */
async function otherDevice(browser: Browser, baseURL: string, phone: boolean): Promise<[BrowserContext, Page]> {
  const ctx = await browser.newContext({ baseURL, locale: 'pt-BR', ...(phone ? DESKTOP : PHONE) });
  return [ctx, await ctx.newPage()];
}

test('a favourite saved on one device is found in /favoritos on the other; the owner sees the count', async ({
  page,
  browser,
  baseURL,
  newMember,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const title = `Bag térmica favorita ${testInfo.project.name} ${Date.now().toString(36)}`;
  const id = await approvedListing(browser, baseURL!, title, '35');

  // This device (the project's size): the heart on the item page.
  await page.goto(`/marketplace/${id}`);
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Salvo nos favoritos.').first()).toBeVisible();

  // The other device, same member: /favoritos lists it, and its page shows the heart filled.
  const [ctx, other] = await otherDevice(browser, baseURL!, phone);
  await loginAs(other, newMember.email, newMember.password);
  await other.goto('/favoritos');
  await expect(other.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const row = other.getByTestId('favourite-row').filter({ hasText: title });
  await expect(row).toContainText(/€\s35/);
  await other.screenshot({ path: testInfo.outputPath(`favoritos-${phone ? 'desktop' : 'phone'}.png`), fullPage: true });
  await row.getByRole('link', { name: title }).click();
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  await ctx.close();

  // The owner sees how many members saved it (one), with no heart of their own.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByTestId('favourite-count')).toHaveText('Salvo por 1 membro');
  await expect(page.getByRole('button', { name: 'Adicionar aos favoritos' })).toHaveCount(0);
});

test("a visitor's hearts, kept in the browser, move to the account at sign-in", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const title = `Capacete salvo antes de entrar ${testInfo.project.name} ${Date.now().toString(36)}`;
  const id = await approvedListing(browser, baseURL!, title, '20');
  await page.goto(`/marketplace/${id}`);
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('marketplace:favorites'))).toBe(`[${id}]`);

  // Signing in through the form: the member's header takes the browser's favourites to the server.
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.member);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('marketplace:favorites')), { timeout: 20_000 })
    .toBeNull();
  await page.goto('/favoritos');
  await expect(page.getByTestId('favourite-row').filter({ hasText: title })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('favoritos-after-sign-in.png'), fullPage: true });
  // Removed from the list: gone from the page and from the account.
  await page.getByRole('button', { name: `Remover ${title} dos favoritos` }).click();
  await expect(page.getByTestId('favourite-row').filter({ hasText: title })).toHaveCount(0);
});
