import { ratingText } from '../src/contract/reviews-labels.js';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  loginAs,
  registerMember,
  revealRentalContact,
  scrollLanding,
  switchTo,
  test,
} from './fixtures.js';

test('a subscriber lists a rental, the admin approves it, another subscriber filters, reveals the contact, and the owner marks it rented', async ({
  page,
  context,
}, testInfo) => {
  // A price no other test uses: the filter by price range finds this listing only.
  const price = testInfo.project.name === 'phone' ? '187.35' : '193.65';
  const region = `Dublin ${testInfo.project.name} ${Date.now().toString(36)}`;

  // Subscriber (owner): the create page, with the attestation.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/account-rental/create');
  await page.getByLabel('Aplicativo *').selectOption('Panda Delivery');
  await page.getByLabel('Tipo de conta *').selectOption('moto');
  await page.getByLabel('Preço por semana (€) *').fill(price);
  await page.getByLabel('Região *').fill(region);
  await page.getByLabel('WhatsApp (contato) *').fill('+353 83 111 2233');
  await page.getByLabel('Link do Instagram').fill('https://instagram.com/dona.da.conta');
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(page.getByText('Confirme a declaração sobre o direito de trabalhar na Irlanda')).toBeVisible();
  await page.getByRole('checkbox', { name: /Declaro que quem vai trabalhar/ }).click();
  await page.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(page.getByText('Anúncio enviado para aprovação!', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/account-rental$/);

  // Pending: she sees it with its approval badge; nobody else sees it.
  const mine = page.getByTestId('rental-card').filter({ hasText: region });
  await expect(mine.getByTestId('approval-badge')).toHaveText('Pendente');
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  const hidden = await page.request.get(`/api/account-rentals?region=${encodeURIComponent(region)}`);
  expect((await hidden.json()).items).toHaveLength(0);

  // Admin: approve it in the panel.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=account-rentals');
  const row = page.getByTestId('admin-rental-row').filter({ hasText: 'Panda Delivery' }).filter({ hasText: region });
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Anúncio aprovado.').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  // Another subscriber: filter by app and price, reveal the contact.
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/account-rental');
  await page.getByLabel('Aplicativo', { exact: true }).selectOption('Panda Delivery');
  await page.getByLabel('Preço mínimo por semana').fill(String(Math.floor(Number(price))));
  await page.getByLabel('Preço máximo por semana').fill(String(Math.ceil(Number(price))));
  await expect(page).toHaveURL(/appName=Panda\+Delivery.*minPrice=\d+.*maxPrice=\d+/);
  const cards = page.getByTestId('rental-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText(region);
  await expect(card.getByTestId('rental-price')).toHaveText(`€\u00a0${price.replace('.', ',')}/semana`);
  await expect(card.getByTestId('approval-badge')).toHaveCount(0);
  await revealRentalContact(card);
  await expect(page.getByText('Contato revelado!').first()).toBeVisible();
  await expect(card.getByTestId('contact-revealed')).toContainText('+353 83 111 2233');
  const href = await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/353831112233\?text=/);
  const text = decodeURIComponent(href!.split('text=')[1]!);
  // Issue 28: the exact message, the period once ('por € 120/semana/semana' went to every owner).
  expect(text).toBe(
    `Olá! Vi seu anúncio de aluguel da conta Panda Delivery por €\u00a0${price.replace('.', ',')}/semana na Comunidade dos Entregadores. Ainda está disponível?`,
  );
  await card.getByRole('button', { name: 'Copiar número' }).click();
  await expect(page.getByText('Copiado!').first()).toBeVisible();

  // The owner marks it rented: dimmed with ALUGADO, and 'Reativar' offered.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/account-rental');
  const owned = page.getByTestId('rental-card').filter({ hasText: region });
  await owned.getByRole('button', { name: 'Marcar como alugado' }).click();
  await expect(page.getByText('Anúncio marcado como alugado.').first()).toBeVisible();
  await expect(owned.getByTestId('rental-banner')).toHaveText('ALUGADO');
  await expect(owned.getByRole('button', { name: 'Reativar' })).toBeVisible();
});

test('a visitor sees the listings with the Entrar state in the contact block', async ({ page }) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const created = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Just Eat',
      accountType: 'bike',
      region: 'Dublin 7',
      weeklyPrice: 99,
      whatsapp: '+353 83 000 9999',
      attestation: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/logout');
  await page.goto('/account-rental');
  const card = page.getByTestId('rental-card').filter({ hasText: 'Dublin 7' }).first();
  // A shared, busy machine: the list may take longer than the default 5 s to arrive.
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Entre na sua conta para ver o contato.')).toBeVisible();
  // Issue 28: beside the owner badge, the month the owner joined (the admin joined this month: a new site).
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Dublin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-');
  const names = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
  await expect(card.getByTestId('owner-badge')).toHaveText('ADMIN VERIFICADO');
  await expect(card.getByTestId('owner-since')).toHaveText(`membro desde ${names[Number(month) - 1]}/${year}`);
  await expect(card.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  await expect(card.getByRole('button', { name: 'Revelar Contato' })).toHaveCount(0);
});

test('the admin moves the temperature with a preset and the card on the rentals page follows', async ({ page }) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=market-temperature');
  await page.getByRole('button', { name: 'Fervendo · 95' }).click();
  await expect(page.getByLabel('Status do mercado')).toHaveValue('Fervendo');
  await page.getByRole('button', { name: 'Salvar temperatura' }).click();
  await expect(page.getByText('Temperatura do mercado atualizada.').first()).toBeVisible();
  await expect(page.getByTestId('temperature-history')).toContainText('95/100 · Fervendo · Inverno');

  await page.goto('/account-rental');
  const card = page.getByTestId('market-temperature-card');
  await expect(card).toContainText('MERCADO FERVENDO');
  await expect(card.getByTestId('temperature-level')).toHaveText('95/100');
  await expect(card).toContainText('FERVENDO');
  await expect(card).toContainText('Fator sazonal: Inverno');

  // Back to the defaults for the other specs.
  await page.goto('/admin?tab=market-temperature');
  await page.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect(page.getByText('Temperatura restaurada para o padrão.').first()).toBeVisible();
});

test('the landing shows the first 6 rentals with Ver todos, and the hero badge leads to the rentals page', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  for (let i = 0; i < 7; i++) {
    const res = await page.request.post('/api/account-rentals', {
      data: {
        appName: 'Deliveroo',
        accountType: 'bike',
        region: `Landing ${i}`,
        weeklyPrice: 100 + i,
        whatsapp: '+353 83 000 1234',
        attestation: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.request.post('/api/logout');
  await page.goto('/');
  await scrollLanding(page);
  const list = page.getByTestId('landing-rental-list');
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(list).toContainText('€\u00a0106/semana');
  await expect(page.getByTestId('landing-rentals-all')).toHaveAttribute('href', '/account-rental');
  await page.getByTestId('hero-rental-badge').click();
  await expect(page).toHaveURL(/\/account-rental$/);
  await expect(page.getByRole('heading', { name: 'Aluguel de Contas', level: 1 })).toBeVisible();
});

test('the admin creates a rental on behalf of a member, already approved, and it is on the rentals page under that owner', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=account-rentals');
  await page.getByRole('button', { name: 'Criar anúncio para um membro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar anúncio de aluguel' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(0); // the attestation is the owner's to make
  await dialog.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(dialog.getByText('Owner ID é obrigatório')).toBeVisible();

  const region = `Dublin ${Date.now() % 100000}`;
  await dialog.getByLabel('Dono do anúncio *').fill('bruno@demo.local');
  await dialog.getByRole('radio', { name: /bruno@demo\.local/ }).click();
  await expect(dialog.getByLabel('Status de aprovação *')).toHaveValue('approved');
  await dialog.getByLabel('Aplicativo *').selectOption('Chuppa');
  await dialog.getByLabel('Tipo de conta *').selectOption('moto');
  await dialog.getByLabel('Preço por semana (€) *').fill('140');
  await dialog.getByLabel('Região *').fill(region);
  await dialog.getByLabel('WhatsApp (contato) *').fill('+353 83 444 5566');
  await dialog.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(page.getByText('Anúncio publicado!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.request.post('/api/logout');
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  const card = page.getByTestId('rental-card').filter({ hasText: region });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Bruno');
  await expect(card).toContainText('Chuppa');
});

test("a rental deal: the renter's checklist before the contact, then the owner's rating on the card", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const region = `Avaliada ${tag}`;
  const rita = await registerMember(page, 'Rita', tag, 'rental');
  // Ana's rental, approved, and Rita subscribed (through the API: not what is tested here).
  const ana = await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  const created = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Deliveroo',
      accountType: 'bike',
      region,
      weeklyPrice: 140,
      whatsapp: '+353 83 444 5566',
      attestation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rentalId: number = (await created.json()).item.id;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.put(`/api/admin/account-rentals/${rentalId}/approve`)).status()).toBe(200);
  expect((await page.request.post(`/api/admin/users/${rita.id}/activate-subscription`)).status()).toBe(200);

  // Rita ticks the checklist (a link to each rule) before the number; the agreement template is beside it.
  await switchTo(page, rita.email, rita.password);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  const card = page.getByTestId('rental-card').filter({ hasText: region });
  await expect(card.getByTestId('owner-rating')).toBeVisible();
  const checklist = card.getByTestId('renter-checklist');
  await expect(checklist.getByRole('link')).toHaveCount(3);
  const confirm = checklist.getByRole('button', { name: 'Confirmar e revelar contato' });
  for (const box of await checklist.getByRole('checkbox').all()) {
    await expect(confirm).toBeDisabled();
    await box.check();
  }
  await checklist.screenshot({ path: testInfo.outputPath('renter-checklist.png') });
  await confirm.click();
  await expect(card.getByTestId('contact-revealed')).toContainText('+353 83 444 5566');
  await card.getByRole('link', { name: 'modelo de acordo' }).click();
  await expect(page.getByRole('heading', { name: 'Modelo de acordo', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Modelo para copiar')).toHaveValue(/PREÇO SEMANAL[\s\S]*COMO ENCERRAR/);
  await page.screenshot({ path: testInfo.outputPath('agreement.png'), fullPage: true });

  // Ana rented it to Rita, who confirms; both review (the deal's screens are tested in reviews.spec.ts).
  const api = page.request;
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  expect((await api.put(`/api/account-rentals/${rentalId}/status`, { data: { status: 'rented' } })).status()).toBe(200);
  const deal = await api.post('/api/reviews/deals', {
    data: { kind: 'rental', itemId: rentalId, counterpartId: rita.id },
  });
  expect(deal.status(), await deal.text()).toBe(201);
  const dealId: number = (await deal.json()).deal.id;
  await switchTo(page, rita.email, rita.password);
  expect((await api.post(`/api/reviews/deals/${dealId}/confirm`)).status()).toBe(200);
  const byRita = await api.post(`/api/reviews/deals/${dealId}/review`, {
    data: { stars: 5, tags: ['Pagamento combinado respeitado', 'Conta funcionou'] },
  });
  expect(byRita.status(), await byRita.text()).toBe(201);
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  expect((await api.post(`/api/reviews/deals/${dealId}/review`, { data: { stars: 5 } })).status()).toBe(201);

  // The card shows Ana's rating as her profile does, and the list sorts by it.
  const { rating } = await (await api.get(`/api/reviews/members/${ana.memberNumber}`)).json();
  expect(rating.count).toBeGreaterThan(0);
  await switchTo(page, rita.email, rita.password);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  await expect(card.getByTestId('owner-rating')).toHaveText(ratingText(rating));
  await page.getByLabel('Ordenar por').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await expect(card.getByTestId('owner-rating')).toHaveText(ratingText(rating));
  await card.screenshot({ path: testInfo.outputPath('rental-card-rating.png') });
});
