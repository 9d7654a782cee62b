import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, test } from './fixtures.js';

// Issue 16: an owner's edit of an approved listing waits for review while the approved version
// stays published; the owner sees 'Alteração aguardando aprovação', the admin sees before/after.

test('an owner edits an approved listing: it stays published as it was until the admin approves the change', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Capacete aberto ${tag}`;
  const revised = `Capacete aberto revisado ${tag}`;

  // A subscriber's listing, approved by an admin (set up through the API).
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const imageUrls: string[] = (await upload.json()).paths;
  const created = await page.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Capacete tamanho M, viseira sem riscos.',
      type: 'venda',
      category: 'equipamentos',
      price: '40',
      whatsapp: '+353 83 765 4321',
      imageUrls,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${id}/approve`)).ok()).toBe(true);

  // The owner changes the title and the price in the edit form.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/marketplace/${id}/edit`);
  await page.getByLabel('Título').fill(revised);
  await page.getByLabel('Preço (€)').fill('35.50');
  await page.getByRole('button', { name: /Salvar/ }).click();
  await expect(
    page.getByText('Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.').first(),
  ).toBeVisible();

  // /my-items: the card still shows the published version, with the waiting sign.
  await page.goto('/my-items');
  const mine = page.getByTestId('my-item-card').filter({ hasText: title });
  await expect(mine.getByTestId('approval-badge')).toHaveText('Aprovado');
  await expect(mine.getByTestId('pending-edit-badge')).toHaveText('Alteração aguardando aprovação');
  // Editing again starts from what was sent, and says so.
  await page.goto(`/marketplace/${id}/edit`);
  await expect(page.getByTestId('pending-edit-notice')).toContainText('Alteração aguardando aprovação');
  await expect(page.getByLabel('Título')).toHaveValue(revised);

  // A visitor still finds the published version, with nothing of the edit.
  await page.request.post('/api/logout');
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('pending-edit-badge')).toHaveCount(0);
  const seen = await (await page.request.get(`/api/marketplace/${id}`)).json();
  expect(seen).toMatchObject({ title, pendingEdit: null });

  // The admin's queue: what changed, before and after; approving publishes it.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=marketplace');
  const row = page.getByTestId('admin-pending').getByTestId('admin-item-row').filter({ hasText: title });
  const diff = row.getByTestId('edit-diff');
  await expect(diff).toContainText('Alteração aguardando aprovação');
  const titleRow = diff.getByTestId('edit-diff-row').filter({ hasText: 'Título' });
  await expect(titleRow).toContainText(`Antes${title}`);
  await expect(titleRow).toContainText(`Depois${revised}`);
  const priceRow = diff.getByTestId('edit-diff-row').filter({ hasText: 'Preço' });
  await expect(priceRow).toContainText('40');
  await expect(priceRow).toContainText('€\u00a035,50');
  await page.screenshot({ path: testInfo.outputPath('admin-edit-diff.png'), fullPage: false });
  await row.getByRole('button', { name: 'Aprovar alteração' }).click();
  await expect(page.getByText('Alteração aprovada e publicada.').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.request.post('/api/logout');
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: revised })).toBeVisible();
});

test('an owner edits an approved rental; the admin rejects the change and the published version stays', async ({
  page,
}, testInfo) => {
  const region = `Cork ${testInfo.project.name} ${Date.now().toString(36)}`;
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  const created = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Just Eat',
      accountType: 'bike',
      region,
      weeklyPrice: '120',
      whatsapp: '+353 83 111 2233',
      attestation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.put(`/api/admin/account-rentals/${id}/approve`)).ok()).toBe(true);

  // The owner edits the weekly price from the card.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  const card = page.getByTestId('rental-card').filter({ hasText: region });
  await card.getByRole('button', { name: 'Editar anúncio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar anúncio de aluguel' });
  await expect(dialog.getByLabel('Preço por semana (€) *')).toHaveValue('120');
  await dialog.getByLabel('Preço por semana (€) *').fill('99');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByText('Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.').first(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('pending-edit-badge')).toHaveText('Alteração aguardando aprovação');
  await expect(card.getByTestId('rental-price')).toHaveText('€\u00a0120/semana');
  await card.screenshot({ path: testInfo.outputPath('owner-rental-card.png') });

  // Another member sees the published price only.
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  const list = await (await page.request.get(`/api/account-rentals?region=${encodeURIComponent(region)}`)).json();
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({ weeklyPrice: '120.00', pendingEdit: null });

  // The admin sees the change and rejects it: the published version stays, the sign goes.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=account-rentals');
  const row = page.getByTestId('admin-rental-row').filter({ hasText: region });
  const priceRow = row.getByTestId('edit-diff-row').filter({ hasText: 'Preço por semana' });
  await expect(priceRow).toContainText('Antes€\u00a0120/semana');
  await expect(priceRow).toContainText('Depois€\u00a099/semana');
  await row.screenshot({ path: testInfo.outputPath('admin-rental-row.png') });
  await row.getByRole('button', { name: 'Rejeitar alteração' }).click();
  await expect(page.getByText('Alteração rejeitada. O anúncio continua publicado como estava.').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  await expect(card.getByTestId('rental-price')).toHaveText('€\u00a0120/semana');
  await expect(card.getByTestId('pending-edit-badge')).toHaveCount(0);
  await expect(card.getByTestId('approval-badge')).toHaveText('Aprovado');
});
