import { type APIRequestContext, type Page, request as pwRequest } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, PNG, registerMember, switchTo, test } from './fixtures.js';

// Issue 34: 'Salvar busca' keeps the list's filters; a listing an admin approves that matches tells
// the member in the bell, without a reload; /buscas-salvas lists, renames and deletes.

test.describe.configure({ timeout: 90_000 });

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/saved-searches-${name}-${project}.png`, fullPage: false });

/** A request context of its own (its own cookies), signed in as `email`. */
async function signedIn(baseURL: string, email: string): Promise<APIRequestContext> {
  const ctx = await pwRequest.newContext({ baseURL });
  const res = await ctx.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

test('save a search; an approved listing that matches arrives in the bell without a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${Date.now().toString(36)}${project}`;
  const word = `Capacete${tag}`;
  const rita = await registerMember(page, 'Rita', tag, 'busca');
  await switchTo(page, rita.email, rita.password);

  // The list filtered by a word and a type: 'Salvar busca' saves them with a name.
  await page.goto(`/marketplace?q=${word.toLowerCase()}&type=venda`);
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog', { name: 'Salvar busca' });
  await expect(dialog.getByLabel('Nome da busca')).toHaveValue(word.toLowerCase());
  await dialog.getByLabel('Nome da busca').fill('Capacetes baratos');
  await dialog.getByRole('button', { name: 'Salvar busca' }).click();
  await expect(dialog).toBeHidden();

  // /buscas-salvas lists it; the live stream opens before the approval (else nothing is replayed).
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream') && r.status() === 200);
  await page.goto('/buscas-salvas');
  const row = page.getByTestId('saved-search-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Capacetes baratos');
  await expect(row).toContainText(`Marketplace · “${word.toLowerCase()}” · Venda`);
  await expect(page.getByText('1 de 10 buscas salvas')).toBeVisible();
  await shot(page, 'list', project);

  // Ana's listing (accents and case aside, it matches), approved by an admin through the API.
  const ana = await signedIn(baseURL!, DEMO.subscriber);
  const upload = await ana.post('/api/upload', {
    multipart: { images: { name: 'f.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const created = await ana.post('/api/marketplace', {
    data: {
      title: `${word.toUpperCase()} de moto`,
      description: 'Pouco uso, retirada em Dublin 8.',
      type: 'venda',
      category: 'equipamentos',
      price: '40',
      whatsapp: '+353 83 765 4321',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const admin = await signedIn(baseURL!, DEMO.admin);
  await streamOpen;
  expect((await admin.post(`/api/admin/marketplace/${(await created.json()).item.id}/approve`)).ok()).toBe(true);

  const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  const entry = page.getByRole('dialog', { name: 'Notificações' }).getByTestId('notification').first();
  await expect(entry).toContainText('Novo anúncio na sua busca');
  await expect(entry).toContainText('1 anúncio novo em “Capacetes baratos”.');
  // The alert opens the search's results.
  await entry.click();
  await expect(page).toHaveURL(/\/marketplace\?q=capacete.*&type=venda$/);
  await expect(page.getByText(`${word.toUpperCase()} de moto`)).toBeVisible();

  // Renamed, then deleted.
  await page.goto('/buscas-salvas');
  await row.getByRole('button', { name: 'Renomear Capacetes baratos' }).click();
  await row.getByLabel('Novo nome da busca').fill('Capacetes');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByRole('link', { name: 'Capacetes' })).toBeVisible();
  await row.getByRole('button', { name: 'Apagar Capacetes' }).click();
  await expect(page.getByText('Você ainda não salvou nenhuma busca')).toBeVisible();
  await ana.dispose();
  await admin.dispose();
});
