// Issue 15: 'Denunciar' and the admin tab Denúncias; 'Bloquear membro' and the settings cards.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, registerMember, switchTo, test } from './fixtures.js';

/** A subscribed seller's approved listing; returns its id and title. */
async function approvedListing(page: Page, seller: { id: number; email: string; password: string }, tag: string) {
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/users/${seller.id}/activate-subscription`)).status()).toBe(200);
  await switchTo(page, seller.email, seller.password);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'bike.png', mimeType: 'image/png', buffer: PNG } },
  });
  const title = `Bicicleta suspeita ${tag}`;
  const created = await page.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Preço bom demais, pagamento adiantado.',
      type: 'venda',
      category: 'motos',
      price: '90',
      whatsapp: '+353 83 123 4567',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${id}/approve`)).status()).toBe(200);
  return { id, title };
}

test('a member reports a listing; the admin hides it from the Denúncias queue; the reporter sees the outcome', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const [seller, reporter] = [
    await registerMember(page, 'Vendedor', tag, 'rep'),
    await registerMember(page, 'Denunciante', tag, 'rep'),
  ];
  const { id, title } = await approvedListing(page, seller, tag);

  await switchTo(page, reporter.email, reporter.password);
  await page.goto(`/marketplace/${id}`);
  await page.getByRole('button', { name: 'Denunciar anúncio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar anúncio' });
  // No reason: the form says so.
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escolha um motivo.');
  await dialog.getByLabel('Golpe/fraude').check();
  await dialog.getByLabel('Detalhes (opcional)').fill('Pede pagamento antes de mostrar a bicicleta.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Denúncia enviada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=reports');
  const group = page.getByTestId('report-group').filter({ hasText: title });
  await expect(group).toContainText('Golpe/fraude — Pede pagamento antes de mostrar a bicicleta.');
  await expect(group).toContainText('1 denúncia');
  await group.getByRole('button', { name: 'Ocultar' }).click();
  await page.getByRole('dialog', { name: 'Ocultar?' }).getByRole('button', { name: 'Ocultar' }).click();
  await expect(page.getByText('Denúncias resolvidas.', { exact: true }).first()).toBeVisible();
  await expect(group).toBeHidden();

  // Hidden for everyone else: the item page says it is not there.
  await page.request.post('/api/logout');
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByRole('heading', { name: 'Item não encontrado' })).toBeVisible();

  await loginAs(page, reporter.email, reporter.password);
  await page.goto('/settings');
  const mine = page.getByTestId('my-reports-card');
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Analisada: conteúdo ocultado');
});

test('a member blocks a seller from the listing: the message button disappears; unblocking in /settings brings it back', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}b`;
  const [seller, buyer] = [
    await registerMember(page, 'Bloqueado', tag, 'rep'),
    await registerMember(page, 'Comprador', tag, 'rep'),
  ];
  const { id } = await approvedListing(page, seller, tag);
  expect((await page.request.post(`/api/admin/users/${buyer.id}/activate-subscription`)).status()).toBe(200);

  await switchTo(page, buyer.email, buyer.password);
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Bloquear membro' }).click();
  await page
    .getByRole('dialog', { name: /^Bloquear / })
    .getByRole('button', { name: 'Bloquear', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toHaveCount(0);
  await expect(page.getByTestId('blocked-note')).toBeVisible();
  // The server refuses too, with the neutral text.
  const refused = await page.request.post('/api/messages', {
    data: { receiverId: seller.id, content: 'Olá', itemId: id },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Não é possível enviar mensagens para este membro.');

  await page.goto('/settings');
  const card = page.getByTestId('blocked-members-card');
  await expect(card).toContainText('Bloqueado');
  await card.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(card).toContainText('Você não bloqueou ninguém.');
  await page.goto(`/marketplace/${id}`);
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
});
