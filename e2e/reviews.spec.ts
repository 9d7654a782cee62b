import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, PNG, switchTo, test } from './fixtures.js';

/** A new approved listing of Ana's, and Bruno's message about it (through the API: not what is tested). */
async function listingBrunoAskedAbout(page: Page, title: string) {
  const ana = await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const created = await page.request.post('/api/marketplace', {
    data: {
      title,
      description: 'Capacete em ótimo estado, tamanho M.',
      category: 'outros',
      price: '40',
      type: 'venda',
      whatsapp: '+353 83 123 4567',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const itemId: number = (await created.json()).item.id;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${itemId}/approve`)).status()).toBe(200);
  const bruno = await switchTo(page, DEMO.subscriber2, DEMO_PASSWORD);
  const sent = await page.request.post('/api/messages', {
    data: { receiverId: ana.id, itemId, content: 'Oi Ana! Ainda tem o capacete?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { ana, bruno, itemId };
}

async function review(page: Page, title: string, stars: number, text: string) {
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await card.getByRole('button', { name: `${stars} estrelas` }).click();
  await card.getByLabel('Comentário (opcional)').fill(text);
  await card.getByRole('button', { name: 'Enviar avaliação' }).click();
  return card;
}

test('a sale between Ana and Bruno ends in two published reviews shown on both profiles', async ({
  page,
}, testInfo) => {
  // Four sign-ins and a dozen pages on a shared two-core machine.
  test.setTimeout(150_000);
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const title = `Capacete ${tag}`;
  const fromBruno = `Ana foi pontual e o capacete estava como no anúncio ${tag}`;
  const fromAna = `Bruno pagou na hora, recomendo ${tag}`;
  const { ana, bruno, itemId } = await listingBrunoAskedAbout(page, title);

  // Ana marks it sold to Bruno, chosen among those who messaged about it.
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/marketplace/${itemId}`);
  await page.getByRole('link', { name: 'Vendido? Diga para quem' }).click();
  await expect(page.getByRole('heading', { name: 'Para quem você vendeu?' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`Bruno ${bruno.memberNumber}`) }).check();
  await page.getByRole('button', { name: 'Registrar negociação' }).click();
  const anaCard = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(anaCard).toContainText('Aguardando confirmação');

  // Bruno confirms and reviews; his review stays hidden until Ana's.
  await switchTo(page, DEMO.subscriber2, DEMO_PASSWORD);
  await page.goto('/negociacoes');
  const brunoCard = page.getByTestId('deal-card').filter({ hasText: title });
  await brunoCard.getByRole('button', { name: 'Confirmo que comprei' }).click();
  await expect(brunoCard).toContainText('Confirmada');
  await review(page, title, 5, fromBruno);
  await expect(brunoCard).toContainText('Sua avaliação (oculta até a publicação)');
  await expect(brunoCard.getByTestId('their-review-state')).toHaveText('Ana ainda não avaliou.');

  // Ana sees only that Bruno reviewed, never what he wrote; her review publishes both.
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/negociacoes');
  await expect(anaCard.getByTestId('their-review-state')).toContainText('Bruno já avaliou');
  await expect(page.getByText(fromBruno)).toHaveCount(0);
  await page.goto(`/membros/${ana.memberNumber}`);
  await expect(page.getByTestId('member-profile')).toContainText(ana.memberNumber);
  await expect(page.getByText(fromBruno)).toHaveCount(0);
  await page.goto('/negociacoes');
  await review(page, title, 4, fromAna);
  await expect(anaCard).toContainText('Sua avaliação (publicada)');
  await expect(anaCard.getByRole('region', { name: 'Avaliação de Bruno' })).toContainText(fromBruno);

  // Both profiles show the review about their member; no email or phone on them.
  await page.goto(`/membros/${ana.memberNumber}`);
  await expect(page.getByRole('heading', { name: 'Ana', level: 1 })).toBeVisible();
  await expect(page.getByTestId('review-item').filter({ hasText: fromBruno })).toBeVisible();
  await expect(page.getByTestId('member-profile')).not.toContainText('@');
  await page.screenshot({ path: testInfo.outputPath('profile-ana.png'), fullPage: true });
  await page.getByTestId('review-item').filter({ hasText: fromBruno }).getByRole('link', { name: 'Bruno' }).click();
  await expect(page).toHaveURL(new RegExp(`/membros/${bruno.memberNumber}$`));
  await expect(page.getByTestId('review-item').filter({ hasText: fromAna })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-bruno.png'), fullPage: true });
  await page.goto('/negociacoes');
  await expect(anaCard).toContainText('Sua avaliação (publicada)');
  await page.screenshot({ path: testInfo.outputPath('deals-ana.png'), fullPage: true });
});

test("the item page's seller opens the profile, which shows the listing, the rentals and no contact", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Capacete perfil ${Date.now().toString(36)}${testInfo.project.name}`;
  const { ana, itemId } = await listingBrunoAskedAbout(page, title);
  await page.goto(`/marketplace/${itemId}`);
  await page.getByText('Anunciado por').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/membros/${ana.memberNumber}$`));
  const listings = page.getByRole('region', { name: 'Anúncios ativos' });
  await expect(listings.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    `/marketplace/${itemId}`,
  );
  await expect(page.getByRole('region', { name: 'Aluguéis de conta' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('+353');
  await page.screenshot({ path: testInfo.outputPath('profile-listings.png'), fullPage: true });
});
