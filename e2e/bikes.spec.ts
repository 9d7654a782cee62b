import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, registerMember, switchTo, test } from './fixtures.js';

// Issue 32: register a bike with a photo, mark it stolen, the public list, the serial check as a
// visitor, a sighting by another member that notifies the owner, and that member's try to sell it on
// the marketplace, refused.

test('a member registers a bike with a photo, marks it stolen; a visitor finds it and checks the serial; another member reports a sighting and the owner is told', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  const serial = `WTU-${tag}`.toUpperCase();
  const owner = await registerMember(page, 'Dono', tag, 'bikes');
  const seer = await registerMember(page, 'Vizinho', tag, 'bikes');
  // Photos are for subscribers (the upload pipeline): the owner subscribes through the demo admin.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  for (const m of [owner, seer]) {
    const sub = await page.request.post(`/api/admin/users/${m.id}/grant-month-subscription`);
    expect(sub.status(), await sub.text()).toBeLessThan(300);
  }
  await switchTo(page, owner.email, owner.password);
  // The sightings' map (Leaflet) loads only when the owner opens them.
  const leafletLoads: string[] = [];
  page.on('request', (r) => {
    if (/map-view-leaflet|sightings-map/.test(r.url())) leafletLoads.push(r.url());
  });

  await page.goto('/minhas-bicicletas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Bicicletas' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Registrar bicicleta' }).click();
  const form = page.getByRole('form', { name: 'Registrar bicicleta' });
  await form.getByLabel('E-bike com pedal assistido (até 25 km/h)').check();
  await form.getByLabel('Marca').fill('Trek');
  await form.getByLabel('Modelo').fill(`Allant ${tag}`);
  await form.getByLabel('Cor').fill('Preta');
  await form.getByLabel('Número de série do quadro').fill(serial);
  await page.getByTestId('bike-photo-input').setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Foto da bicicleta' })).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Registrar bicicleta' }).click();
  await expect(page.getByText('Bicicleta registrada.', { exact: true })).toBeVisible();
  const card = page.getByTestId(/^my-bike-/).filter({ hasText: `Allant ${tag}` });
  await expect(card).toContainText(serial);
  await expect(card.getByRole('img', { name: `Trek Allant ${tag}` })).toBeVisible();

  await card.getByRole('button', { name: 'Marcar como roubada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como roubada' });
  await dialog.getByLabel('Onde').selectOption('Temple Bar');
  await dialog.getByLabel('Número da ocorrência na Garda (opcional)').fill('PULSE-998877');
  await dialog.getByLabel('Descrição da bicicleta').fill('Adesivo do Brasil no quadro');
  await dialog.getByRole('button', { name: 'Confirmar roubo' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Roubada', { exact: true })).toBeVisible();
  await expect(card).toContainText('Temple Bar');
  await expect(card.getByRole('button', { name: 'Ver avistamentos' })).toBeVisible();
  await page.screenshot({ path: `test-results/bikes-mine-${testInfo.project.name}.png`, fullPage: true });
  expect(leafletLoads).toEqual([]);

  // A visitor: the public list (no serial, no Garda number) and the serial check.
  await page.goto('about:blank');
  await page.request.post('/api/logout');
  await page.goto('/bicicletas-roubadas');
  const listed = page.getByTestId(/^stolen-bike-/).filter({ hasText: `Allant ${tag}` });
  await expect(listed).toBeVisible({ timeout: 15_000 });
  await expect(listed).toContainText('Temple Bar');
  await expect(listed).not.toContainText(serial);
  await expect(page.getByText('PULSE-998877')).toHaveCount(0);
  await page.screenshot({ path: `test-results/bikes-stolen-${testInfo.project.name}.png`, fullPage: true });

  // The safety map's layer, switched on.
  await page.getByRole('link', { name: 'Ver no mapa de segurança' }).click();
  const layer = page.getByLabel('Mostrar bicicletas roubadas no mapa');
  await expect(layer).toBeVisible({ timeout: 20_000 });
  const marker = page.locator(`.stolen-bike-marker[title="Bicicleta roubada: Trek Allant ${tag}"]`);
  await expect(marker).toHaveCount(0);
  await layer.check();
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `test-results/bikes-map-${testInfo.project.name}.png` });
  await layer.uncheck();
  await expect(marker).toHaveCount(0);

  await page.goto('/verificar-bicicleta');
  await page.getByLabel('Número de série do quadro').fill(serial.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('check-result')).toContainText('esta bicicleta está registrada como roubada');
  await page.screenshot({ path: `test-results/bikes-check-${testInfo.project.name}.png`, fullPage: true });
  await page.getByLabel('Número de série do quadro').fill(`OUTRO-${tag}`);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('check-result')).toContainText('Nenhum registro de roubo');

  // Another member saw it: the owner is notified and sees the sighting.
  await loginAs(page, seer.email, seer.password);
  await page.goto('/bicicletas-roubadas');
  await listed.getByRole('button', { name: 'Vi esta bicicleta' }).click();
  const seen = page.getByRole('dialog', { name: 'Vi esta bicicleta' });
  await seen.getByLabel('Onde').selectOption('Smithfield');
  await seen.getByLabel('Observação (opcional)').fill('Presa num poste na Smithfield Square');
  await seen.getByRole('button', { name: 'Avisar o dono' }).click();
  await expect(page.getByText('Obrigado! O dono foi avisado.', { exact: true })).toBeVisible();

  // The same member tries to sell it on the marketplace: refused, without saying why.
  await page.goto('/marketplace/create');
  await page.getByLabel('Título').fill(`E-bike Trek ${tag}`);
  await page.getByLabel('Descrição').fill('Pouco usada, bateria boa.');
  await page.getByLabel('Categoria').selectOption('motos');
  await page.getByLabel('Tipo de bicicleta').selectOption('ebike');
  await page.getByLabel('Número de série do quadro (opcional)').fill(serial.toLowerCase());
  await page.getByLabel('Preço (€)').fill('400');
  await page.getByLabel('Fotos do anúncio').setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('image-tile')).toHaveCount(1, { timeout: 15_000 });
  await page.screenshot({ path: `test-results/bikes-listing-form-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Publicar Anúncio' }).click();
  await expect(
    page.getByText('Não foi possível publicar este anúncio. Nossa equipe vai analisar.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace\/create$/);

  await switchTo(page, owner.email, owner.password);
  await page.goto('/notificacoes');
  await expect(page.getByText('Sua bicicleta apareceu no marketplace')).toBeVisible({ timeout: 15_000 });
  const note = page.getByText('Alguém viu sua bicicleta');
  await expect(note).toBeVisible({ timeout: 15_000 });
  await note.click();
  await expect(page).toHaveURL(/\/minhas-bicicletas\?bicicleta=\d+$/);
  await expect(card).toContainText('Presa num poste na Smithfield Square');
  await expect(card).toContainText('Smithfield');
  // The sighting on the small map beside the list (the tiles are the e2e fixtures').
  const sightingMarker = card.locator('.sighting-marker[title^="Avistamento: Smithfield"]');
  await expect(sightingMarker).toBeVisible({ timeout: 15_000 });
  await expect(
    card.getByRole('region', { name: 'Mapa dos avistamentos' }).locator('.leaflet-tile-loaded').first(),
  ).toBeVisible();
  await expect(card.getByRole('list', { name: 'Lista dos avistamentos' })).toContainText('Smithfield');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/bikes-sightings-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Ocultar avistamentos' }).click();
  await expect(sightingMarker).toHaveCount(0);

  // Recovered: off the public list.
  await card.getByRole('button', { name: 'Recuperada' }).click();
  await expect(page.getByText('Que bom! A bicicleta saiu da lista de roubadas.', { exact: true })).toBeVisible();
  await page.goto('/bicicletas-roubadas');
  await expect(page.getByRole('heading', { level: 1, name: 'Bicicletas Roubadas' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId(/^stolen-bike-/).filter({ hasText: `Allant ${tag}` })).toHaveCount(0);
});

test('an administrator sees a second claim on a serial beside its holder and keeps the current owner', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  const serial = `WTC-${tag}`.toUpperCase();
  const body = { type: 'bicicleta', brand: 'Giant', model: `Escape ${tag}`, colour: 'Azul', serial };
  const first = await registerMember(page, 'Primeiro', tag, 'bikes');
  const second = await registerMember(page, 'Segundo', tag, 'bikes');
  await loginAs(page, first.email, first.password);
  expect((await page.request.post('/api/bikes', { data: body })).status()).toBe(201);
  await switchTo(page, second.email, second.password);
  const res = await page.request.post('/api/bikes', { data: { ...body, serial: serial.toLowerCase() } });
  const claimId = (await res.json()).bike.id as number;

  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=bikes');
  const card = page.getByTestId(`bike-claim-${claimId}`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Dono atual');
  await expect(card).toContainText('Primeiro Teste');
  await expect(card).toContainText('Segundo Teste');
  await page.screenshot({ path: `test-results/bikes-admin-claims-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Manter o dono atual' }).click();
  await page
    .getByRole('dialog', { name: 'Manter o dono atual?' })
    .getByRole('button', { name: 'Manter o dono atual' })
    .click();
  await expect(page.getByText('Registro recusado e excluído.', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});
