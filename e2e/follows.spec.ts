import type { Browser } from '@playwright/test';
import { expect as base, DEMO, DEMO_PASSWORD, loginAs, PNG, test } from './fixtures.js';

const expect = base.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Issue 34: 'Seguir' a seller from their profile; their next approved listing reaches the bell live.

/** A listing of Bruno (demo subscriber) approved by the admin, in a context of its own. */
async function brunoPublishes(browser: Browser, baseURL: string, title: string) {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'f.png', mimeType: 'image/png', buffer: PNG } },
  });
  const created = await page.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Pouco uso, retirada em Dublin 1.',
      type: 'venda',
      category: 'equipamentos',
      price: '40',
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
}

test('follow a seller on their profile; their next approved listing arrives in the bell without a reload', async ({
  page,
  browser,
  baseURL,
  newMember: _signedIn,
}, testInfo) => {
  const bruno = await browser.newContext({ baseURL });
  const number: string = (
    await (
      await bruno.request.post('/api/login', { data: { email: DEMO.subscriber2, password: DEMO_PASSWORD } })
    ).json()
  ).memberNumber;
  await bruno.close();
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream') && r.status() === 200);
  await page.goto(`/membros/${number}`);
  const profile = page.getByTestId('member-profile');
  await profile.getByRole('button', { name: 'Seguir' }).click();
  await expect(profile.getByRole('button', { name: 'Seguindo' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: testInfo.outputPath(`follow-${testInfo.project.name}.png`) });

  await streamOpen;
  const title = `Capacete seguido ${testInfo.project.name} ${Date.now().toString(36)}`;
  await brunoPublishes(browser, baseURL!, title);
  const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible();
  await bell.click();
  const entry = page.getByRole('dialog', { name: 'Notificações' }).getByTestId('notification').first();
  await expect(entry).toContainText('Novo anúncio de Bruno');
  await expect(entry).toContainText(`“${title}” acabou de ser publicado no marketplace.`);
});

/** A member's number, read from a sign-in of its own (the page's session stays as it is). */
async function numberOf(browser: Browser, baseURL: string, email: string): Promise<string> {
  const ctx = await browser.newContext({ baseURL });
  const res = await ctx.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  const n: string = (await res.json()).memberNumber;
  await ctx.close();
  return n;
}

test("/seguindo: whom I follow, from the member menu; 'Deixar de seguir' takes the row away at once", async ({
  page,
  browser,
  baseURL,
  isMobile,
  newMember: _signedIn,
}, testInfo) => {
  const [ana, bruno] = await Promise.all([
    numberOf(browser, baseURL!, DEMO.subscriber),
    numberOf(browser, baseURL!, DEMO.subscriber2),
  ]);
  for (const n of [ana, bruno]) expect((await page.request.put(`/api/follows/${n}`)).ok()).toBe(true);

  await page.goto('/marketplace');
  if (isMobile) {
    await page.getByRole('button', { name: /Abrir menu/ }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Seguindo' }).click();
  } else {
    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Seguindo' }).click();
  }
  await expect(page).toHaveURL(/\/seguindo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seguindo' })).toBeVisible();
  const rows = page.getByTestId('follow-row');
  await expect(rows).toHaveCount(2);
  const brunoRow = rows.filter({ hasText: bruno });
  await expect(brunoRow.getByRole('link', { name: /Bruno/ })).toHaveAttribute('href', `/membros/${bruno}`);
  await page.screenshot({ path: testInfo.outputPath(`seguindo-${testInfo.project.name}.png`) });

  await brunoRow.getByRole('button', { name: /Deixar de seguir/ }).click();
  await expect(page.getByText('Você deixou de seguir este membro.').first()).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(ana);
  await rows.getByRole('button', { name: /Deixar de seguir/ }).click();
  await expect(page.getByText('Você ainda não segue ninguém')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`seguindo-vazio-${testInfo.project.name}.png`) });
  // The profile's button agrees with the list.
  await page.goto(`/membros/${bruno}`);
  await expect(page.getByTestId('member-profile').getByRole('button', { name: 'Seguir' })).toBeVisible();
});

test("'Renovar' on the 3-day expiry notice renews the listing in one tap; a renewed or deleted one says so", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Ana's listing (nobody in these tests counts her followers' bells), approved by the admin.
  const ctx = await browser.newContext({ baseURL });
  const other = await ctx.newPage();
  await loginAs(other, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await other.request.post('/api/upload', {
    multipart: { images: { name: 'f.png', mimeType: 'image/png', buffer: PNG } },
  });
  const title = `Baú renovável ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await other.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Baú térmico com alças, retirada em Dublin 7.',
      type: 'venda',
      category: 'equipamentos',
      price: '30',
      whatsapp: '+353 83 765 4321',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await loginAs(other, DEMO.admin, DEMO_PASSWORD);
  expect((await other.request.post(`/api/admin/marketplace/${id}/approve`)).ok()).toBe(true);
  await ctx.close();
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);

  // The expiry job makes this notice 57 days after a renewal (API tests run it with a moved clock:
  // marketplace-expiry.routes.test.ts); here its rows are put at the top of the member's real list,
  // as the server writes them: one for this listing, one renewed since, one whose listing was deleted.
  const until = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const notice = (n: number, target: number, extra: object) => ({
    id: 2_000_000_000 + n,
    type: 'item-expiring',
    title: 'Seu anúncio expira em 3 dias',
    body: `“${title}” sai do marketplace em 29/11/2026. Toque em Renovar para manter por mais 60 dias.`,
    target: { kind: 'item', id: target, memberId: null },
    targetGone: false,
    renewedUntil: null,
    read: true,
    createdAt: new Date().toISOString(),
    ...extra,
  });
  await page.route(/\/api\/notifications(\?(?!.*cursor)|$)/, async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    json.items = [
      notice(1, id, {}),
      notice(2, id + 100_000, { renewedUntil: until(59) }),
      notice(3, id + 200_000, { targetGone: true }),
      ...json.items,
    ];
    await route.fulfill({ response: res, json });
  });

  await page.goto('/notificacoes');
  const entries = page.getByTestId('notification');
  const renewOf = (i: number) => entries.nth(i).getByTestId('renew-notice');
  const [mine, renewed, gone] = [renewOf(0), renewOf(1), renewOf(2)];
  await expect(renewed).toContainText(`Renovado até ${dayOf(until(59))}`);
  await expect(gone).toContainText('Este anúncio não existe mais');
  await expect(gone.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`renovar-antes-${testInfo.project.name}.png`) });

  await mine.getByRole('button', { name: 'Renovar' }).click();
  await expect(mine.getByRole('status')).toHaveText(`Renovado até ${dayOf(until(60))}`);
  await expect(page.getByText('Anúncio renovado: ele fica no ar por mais 60 dias.').first()).toBeVisible();
  const item = await (await page.request.get(`/api/marketplace/${id}`)).json();
  expect(Date.parse(item.expiresAt) - Date.now()).toBeGreaterThan(59.9 * 86_400_000);

  // The bell's panel offers the same.
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByTestId('renew-notice').first().getByRole('button', { name: 'Renovar' })).toBeVisible();
  await expect(panel.getByTestId('renew-notice').nth(2)).toContainText('Este anúncio não existe mais');
  await page.screenshot({ path: testInfo.outputPath(`renovar-sino-${testInfo.project.name}.png`) });
});

/** 'DD/MM/YYYY' of an ISO time, as the notice writes it. */
const dayOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
