import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, revealRentalContact, switchTo, test } from './fixtures.js';

const WARNING = 'Atenção: este contato tem um alerta da comunidade';

test('a subscriber sends an alert; once approved, another subscriber revealing a matching rental contact sees the warning', async ({
  page,
}, testInfo) => {
  // Each run (and CI's retry of a failed one) alerts a number and tells a story of its own: a
  // retry that found the first try's approved alert matched two of them.
  const n = testInfo.project.name === 'phone' ? '1' : '2';
  const last4 = String(1000 + (Date.now() % 9000));
  const alerted = `+353 85 20${n} ${last4}`; // as the victim types it
  const asListed = `085 20${n} ${last4}`; // the same number as the rental's owner typed it
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const region = `Dublin alerta ${tag}`;
  const story = `Pediu €200 de depósito pela conta (${tag}) e sumiu.`;

  // Ana sends the alert from /verificar-contato; it waits for approval.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/verificar-contato');
  await expect(page.getByRole('heading', { name: 'Verificar Contato' })).toBeVisible();
  await page.getByLabel('Nome de quem aplicou o golpe').fill('Golpista da Conta');
  await page.getByLabel('O que aconteceu').fill(story);
  await page.getByLabel('Telefone ou WhatsApp').fill(alerted);
  await page.getByRole('button', { name: 'Enviar alerta' }).click();
  await expect(page.getByText('Alerta enviado!').first()).toBeVisible();
  const mine = page.getByTestId('my-alert').filter({ hasText: story });
  await expect(mine).toContainText('Em análise');

  // Pending: a check of the number finds nothing yet.
  await page.getByLabel('Telefone, WhatsApp ou email').fill(asListed);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('check-clear')).toHaveText('Nenhum alerta da comunidade para este contato.');

  // The admin approves it (the 'Alertas da comunidade' queue calls this endpoint) and a rental with that number.
  const rental = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Deliveroo',
      accountType: 'bike',
      region,
      weeklyPrice: 120,
      rules: '',
      conditions: '',
      whatsapp: asListed,
      instagramLink: 'https://instagram.com/dono',
      attestation: true,
    },
  });
  expect(rental.status()).toBe(201);
  const rentalId = (await rental.json()).item.id;
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const pending = await (await page.request.get('/api/admin/blacklist?status=pending')).json();
  const alertId = pending.items.find((a: { description: string }) => a.description === story).id;
  expect(
    (await page.request.put(`/api/admin/blacklist/${alertId}/status`, { data: { status: 'approved' } })).status(),
  ).toBe(200);
  expect((await page.request.put(`/api/admin/account-rentals/${rentalId}/approve`)).status()).toBe(200);

  // Bruno reveals the rental's contact: the warning shows the alert's description, never who sent it.
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  const card = page.getByTestId('rental-card').filter({ hasText: region });
  await revealRentalContact(card);
  const revealed = card.getByTestId('contact-revealed');
  await expect(revealed).toContainText(asListed);
  const warning = revealed.getByTestId('contact-alert');
  await expect(warning).toContainText(WARNING);
  await expect(warning).toContainText(story);
  await expect(warning).not.toContainText('Ana');
  await page.screenshot({ path: `/tmp/alerts-reveal-${testInfo.project.name}.png`, fullPage: false });

  // And /verificar-contato finds it, whichever way the number is written.
  await page.goto('/verificar-contato');
  await page.getByLabel('Telefone, WhatsApp ou email').fill(`00353 85 20${n} ${last4}`);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('contact-alert')).toContainText(story);
  await page.screenshot({ path: `/tmp/alerts-page-${testInfo.project.name}.png`, fullPage: true });
});

test('visitors and members without a subscription get the usual prompts on /verificar-contato', async ({ page }) => {
  await page.goto('/verificar-contato');
  await expect(page.getByText('Login Necessário')).toBeVisible();
  await loginAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/verificar-contato');
  await expect(page.getByText('Assinatura Necessária')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar alerta' })).toHaveCount(0);
});

test('the scam check is linked from the member menu, footer, help, a rental contact and an item page; it fits the screen with an alert listed and has its own title', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const phone = testInfo.project.name === 'phone';
  // The admin lists an alert (a name longer than a phone's line, kept on one line in 'Meus alertas'),
  // a rental and an item, all published at once.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const alert = await page.request.post('/api/blacklist', {
    data: {
      name: `Marcos Pereira da Silva (conta de aluguel falsa) ${tag}`,
      description: 'Anunciou uma conta Deliveroo para aluguel, pediu depósito por Revolut e bloqueou o contato.',
      phoneNumber: `+353 89 77${phone ? '1' : '2'} 0000`,
    },
  });
  expect(alert.status(), await alert.text()).toBe(201);
  const region = `Dublin verificar ${tag}`;
  const rental = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Just Eat',
      accountType: 'bike',
      region,
      weeklyPrice: 90,
      whatsapp: '+353 83 000 7777',
      attestation: true,
    },
  });
  expect(rental.status(), await rental.text()).toBe(201);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  const item = await page.request.post('/api/marketplace', {
    data: {
      title: `Baú térmico ${tag}`,
      description: 'Baú térmico em bom estado.',
      type: 'venda',
      category: 'equipamentos',
      price: '30',
      whatsapp: '+353 83 765 4321',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const itemId: number = (await item.json()).item.id;

  // /verificar-contato with the alert listed: its own title, and no sideways scroll.
  await page.goto('/verificar-contato');
  await expect(page.getByTestId('my-alert').first()).toBeVisible();
  await expect(page).toHaveTitle('Verificar Contato · Comunidade Entregadores Dublin');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `page ${widths[0]} px wide at ${widths[1]} px`).toBeLessThanOrEqual(widths[1]!);
  await page.screenshot({ path: `/tmp/verificar-contato-${testInfo.project.name}.png`, fullPage: true });

  // The footer and the help page link it.
  await expect(
    page.getByRole('navigation', { name: 'Suporte' }).getByRole('link', { name: 'Verificar Contato' }),
  ).toHaveAttribute('href', '/verificar-contato');
  await page.goto('/ajuda');
  await expect(page.getByRole('link', { name: 'Verificar Contato' }).first()).toHaveAttribute(
    'href',
    '/verificar-contato',
  );

  // The member menu (the avatar menu on a desktop, the slide-in menu on a phone).
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/marketplace');
  if (phone) {
    await page.getByRole('button', { name: /Abrir menu/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'Verificar Contato' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Verificar Contato' }).click();
  }
  await expect(page).toHaveURL(/\/verificar-contato$/);
  await expect(page.getByRole('heading', { name: 'Verificar Contato' })).toBeVisible();
  // Reached in the app (no new HTML from the server): the page names itself too.
  await expect(page).toHaveTitle('Verificar Contato · Comunidade Entregadores Dublin');

  // A rental's contact block (once the renter's checklist is ticked: issue 33) and an item's contact area.
  const ticked = await page.request.put('/api/account-rentals/checklist', {
    data: { substitute: true, selfEmployed: true, notStamp2: true },
  });
  expect(ticked.status(), await ticked.text()).toBe(200);
  await page.goto(`/account-rental?region=${encodeURIComponent(region)}`);
  const card = page.getByTestId('rental-card').filter({ hasText: region });
  await expect(card.getByTestId('verify-contact-link')).toHaveAttribute('href', '/verificar-contato');
  await page.goto(`/marketplace/${itemId}`);
  await expect(page.getByTestId('verify-contact-link')).toHaveAttribute('href', '/verificar-contato');
  await page.getByTestId('verify-contact-link').click();
  await expect(page).toHaveURL(/\/verificar-contato$/);
});
