import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, test } from './fixtures.js';

/** The upload id inside an image URL (any of its -full/-md/-thumb variants). */
const uploadId = (src: string | null) => src?.match(/uploads\/([0-9a-f-]{36})-/)?.[1] ?? null;

test('a subscriber lists an item with 2 photos, the admin approves it, a visitor finds it without accents and browses the photos', async ({
  page,
}, testInfo) => {
  const title = `Baú térmico ${testInfo.project.name} ${Date.now().toString(36)}`;

  // Subscriber: the create form, two photos, the second one as cover.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/marketplace/create');
  await expect(page.getByRole('heading', { name: 'Criar Item no Marketplace' })).toBeVisible();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descrição').fill('Baú térmico em ótimo estado, alças reforçadas e tampa com velcro.');
  await page.getByLabel('Categoria').selectOption('equipamentos');
  await page.getByLabel('Preço (€)').fill('35');
  await page.getByLabel('WhatsApp para contato').fill('+353 83 765 4321');
  await page.getByLabel('Fotos do anúncio').setInputFiles([
    { name: 'bau-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'bau-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const tiles = page.getByTestId('image-tile');
  await expect(tiles).toHaveCount(2);
  await expect(page.getByTestId('image-uploading')).toHaveCount(0);
  await page.getByRole('button', { name: 'Usar foto 2 como capa' }).click();
  await expect(tiles.nth(1)).toContainText('Capa');
  await expect(page.getByRole('button', { name: 'Usar foto 1 como capa' })).toBeVisible();
  const cover = uploadId(await tiles.nth(1).locator('img').getAttribute('src'));
  expect(cover).not.toBeNull();
  await page.getByRole('button', { name: 'Publicar Anúncio' }).click();
  await expect(page.getByText('Anúncio enviado para aprovação!', { exact: false }).first()).toBeVisible();

  // /my-items: the new listing waits for approval, with the chosen cover.
  await expect(page).toHaveURL(/\/my-items$/);
  const mine = page.getByTestId('my-item-card').filter({ hasText: title });
  await expect(mine.getByTestId('approval-badge')).toHaveText('Pendente');
  await expect(mine.getByTestId('status-badge')).toHaveText('Ativo');
  expect(uploadId(await mine.locator('img').getAttribute('src'))).toBe(cover);
  await expect(mine.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', /\/marketplace\/\d+\/edit$/);

  // A pending listing is not in the public list yet.
  await page.request.post('/api/logout');
  const hidden = await page.request.get(`/api/marketplace?q=${encodeURIComponent(title)}`);
  expect((await hidden.json()).items).toHaveLength(0);

  // Admin: approve it from the moderation queue.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=marketplace');
  const pendingRow = page.getByTestId('admin-pending').getByTestId('admin-item-row').filter({ hasText: title });
  await expect(pendingRow).toBeVisible();
  await pendingRow.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Anúncio aprovado.').first()).toBeVisible();
  await expect(pendingRow).toHaveCount(0);
  const allRow = page.getByTestId('admin-all').getByTestId('admin-item-row').filter({ hasText: title });
  await expect(allRow).toContainText('Aprovado');
  await expect(allRow.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  // Approved, it is the newest item of the marketplace: first in the member home's recent activity.
  await page.goto('/');
  await expect(page.getByTestId('recent-items').getByRole('link').first()).toContainText(title);

  // Visitor: 'termico' (no accent) finds 'térmico'; the link keeps the search.
  await page.request.post('/api/logout');
  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Buscar itens' }).fill('termico');
  await expect(page).toHaveURL(/[?&]q=termico/);
  const card = page.getByTestId('item-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('item-price')).toHaveText(/35/);
  await expect(card.getByRole('button', { name: 'ENTRE PARA CONTATAR' })).toBeDisabled();
  expect(uploadId(await card.locator('img').getAttribute('src'))).toBe(cover);

  // The item page and its lightbox: cover first, arrows, Escape.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('whatsapp-contact')).toHaveCount(0); // visitors never get the number
  await page.getByTestId('gallery-main').click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  expect(uploadId(await lightbox.getByTestId('lightbox-image').getAttribute('src'))).toBe(cover);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('2 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
});
