import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, routeGeocode, test } from './fixtures.js';

// Tiles (any outside image) are answered by the fixtures' PNG; the address search by routeGeocode.
const PLACES = {
  phone: { lat: 53.3454, lon: -6.2644, area: 'Temple Bar' },
  desktop: { lat: 53.3219, lon: -6.2644, area: 'Rathmines' },
} as const;

/** The page and the map are lazy chunks: give a loaded shared machine time to fetch them. */
async function openMap(page: Page) {
  await page.goto('/dangerous-areas');
  await expect(page.getByRole('heading', { name: 'Áreas Perigosas - Dublin' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
}

test('a visitor sees the map and is asked to sign in to report', async ({ page, externalRequests }) => {
  await openMap(page);
  await expect(page.getByText('Entre em sua conta para reportar')).toBeVisible();
  await expect(page.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByTestId('stat-Reset dos dados')).toHaveText('30 dias');

  await page.getByTestId('safety-map').click({ position: { x: 120, y: 150 } });
  const dialog = page.getByRole('dialog', { name: 'Login Necessário' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Criar Conta Gratuita' })).toHaveAttribute('href', '/register');
  await expect(dialog.getByRole('link', { name: 'Fazer Login' })).toHaveAttribute('href', '/login');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Minha Localização' }).click();
  await expect(dialog).toBeVisible();
  // Tiles come from the configured tile host only; the geocoder is never called by the browser.
  expect(externalRequests.some((u) => u.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
  expect(externalRequests.some((u) => u.includes('nominatim'))).toBe(false);
});

test('a member finds an address, reports an incident and sees it on the map and in the top areas', async ({
  page,
  newMember,
}, testInfo) => {
  expect(newMember.id).toBeGreaterThan(0);
  const place = PLACES[testInfo.project.name as keyof typeof PLACES] ?? PLACES.desktop;
  const queries = await routeGeocode(page, { lat: place.lat, lon: place.lon, displayName: `${place.area}, Dublin` });
  const description = `Tentaram levar minha bike ${testInfo.project.name} ${Date.now().toString(36)}`;
  await openMap(page);

  const submit = page.getByRole('button', { name: 'Enviar Relato' });
  await expect(submit).toBeDisabled();
  // An empty search is ignored.
  await page.getByRole('button', { name: 'Buscar Endereço' }).click();
  expect(queries).toEqual([]);
  await page.getByRole('textbox', { name: 'Buscar Endereço' }).fill(place.area);
  await page.getByRole('textbox', { name: 'Buscar Endereço' }).press('Enter');
  await expect(page.getByTestId('selected-location')).toContainText(`${place.lat.toFixed(5)}, ${place.lon.toFixed(5)}`);
  expect(queries).toEqual([place.area]);

  await submit.click();
  await expect(page.getByText('Selecione o tipo de incidente')).toBeVisible();
  await expect(page.getByText('Descreva o que aconteceu')).toBeVisible();
  await page.getByLabel('Tipo de incidente').selectOption('roubo');
  await page
    .getByRole('group', { name: /Gravidade/ })
    .getByText('4', { exact: true })
    .click();
  await page.getByLabel('O que aconteceu?').fill(description);
  await submit.click();
  await expect(page.getByText('Relato enviado!').first()).toBeVisible();
  // Form, marker and selection cleared.
  await expect(page.getByTestId('selected-location')).toHaveCount(0);
  await expect(page.getByLabel('O que aconteceu?')).toHaveValue('');
  await expect(submit).toBeDisabled();

  // On the map at once (the map is at the found address, zoom 16), with its popup.
  const marker = page.locator('.incident-marker[title="Roubo"]');
  // Markers are drawn in idle slices after the map's data arrives (decision 031): a busy phone takes longer.
  await expect(marker.first()).toBeVisible({ timeout: 15_000 });
  await marker.first().click();
  const popup = page.locator('.incident-popup');
  await expect(popup).toContainText(description);
  await expect(popup).toContainText(place.area);
  await expect(popup).toContainText('Gravidade: 4/5');
  // Leaflet pans the popup into view; the new view's answer must not close it.
  await page.waitForTimeout(1500);
  await expect(popup).toBeVisible();
  await expect(page.getByTestId('top-areas')).toContainText(place.area);
  await expect(page.getByTestId('last-incident')).toHaveText(/Último incidente: (Agora mesmo|há 1 minuto)/);

  // An unknown address.
  await page.unroute('**/api/geocode?*');
  await routeGeocode(page, null);
  await page.getByRole('textbox', { name: 'Buscar Endereço' }).fill('Rua que não existe');
  await page.getByRole('button', { name: 'Buscar Endereço' }).click();
  await expect(page.getByText('Endereço não encontrado').first()).toBeVisible();
});

test('GPS: a granted permission sets the location, a denied one says why', async ({ page, context, newMember }) => {
  expect(newMember.id).toBeGreaterThan(0);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.3609, longitude: -6.2725 });
  await openMap(page);
  await page.getByRole('button', { name: 'Minha Localização' }).click();
  await expect(page.getByText('Localização encontrada!').first()).toBeVisible();
  await expect(page.getByTestId('selected-location')).toContainText('53.36090, -6.27250');

  await context.clearPermissions();
  await openMap(page);
  await page.getByRole('button', { name: 'Minha Localização' }).click();
  await expect(page.getByText('Permissão de localização negada. Ative no seu navegador.').first()).toBeVisible();
  await expect(page.getByTestId('selected-location')).toHaveCount(0);
});

test("an admin edits a report's description, then removes it, each after a confirmation", async ({ page }, info) => {
  test.setTimeout(60_000);
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/safety-reports', {
    data: {
      latitude: 53.35,
      longitude: -6.26,
      description: `Homem alto de boné vermelho levou a bike ${tag}`,
      incidentType: 'roubo',
      severity: 3,
    },
  });
  expect(made.status()).toBe(201);
  const id = (await made.json()).id as number;
  await page.goto('/admin?tab=safety-reports');
  // Phones get cards, larger screens a table: the visible one holds the report.
  const item = (text: string) => page.locator('li, tr').filter({ hasText: text, visible: true });
  await expect(item(`boné vermelho levou a bike ${tag}`)).toBeVisible({ timeout: 15_000 });
  await item(tag)
    .getByRole('button', { name: /Editar descrição/ })
    .click();

  const edit = page.getByRole('dialog', { name: 'Editar descrição' });
  const field = edit.getByLabel('Descrição do relato');
  await expect(field).toHaveValue(`Homem alto de boné vermelho levou a bike ${tag}`);
  await field.fill(`Levaram uma bike na porta da loja ${tag}`);
  await page.screenshot({ path: `test-results/admin-safety-description-edit-${info.project.name}.png` });
  await edit.getByRole('button', { name: 'Salvar descrição' }).click();
  const confirmSave = page.getByRole('dialog', { name: 'Salvar a nova descrição?' });
  await expect(confirmSave).toContainText('fica registrada no log de auditoria');
  await confirmSave.getByRole('button', { name: 'Salvar descrição' }).click();
  await expect(page.getByText('Descrição atualizada.').first()).toBeVisible();
  await expect(item(`Levaram uma bike na porta da loja ${tag}`)).toBeVisible();
  await expect(page.getByText('boné vermelho')).toHaveCount(0);

  // Removed: the report says so, on the admin list and to everyone.
  await item(tag)
    .getByRole('button', { name: /Editar descrição/ })
    .click();
  await edit.getByRole('button', { name: 'Remover descrição' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remover a descrição?' });
  await expect(confirmRemove).toContainText('Os membros passam a ver “Descrição removida pela moderação.”');
  await page.screenshot({ path: `test-results/admin-safety-description-remove-${info.project.name}.png` });
  await confirmRemove.getByRole('button', { name: 'Remover descrição' }).click();
  // The toast and the report (phones: its card; larger screens: its row).
  await expect(item('Descrição removida pela moderação.').filter({ hasText: 'Roubo' })).toBeVisible();
  await expect(page.getByText(tag)).toHaveCount(0);
  const pub = await page.request.get(`/api/safety-reports/${id}`);
  expect((await pub.json()).description).toBe('Descrição removida pela moderação.');
});

test('an admin resets the map after the confirmation', async ({ page }) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const made = await page.request.post('/api/safety-reports', {
    data: {
      latitude: 53.35,
      longitude: -6.26,
      description: 'Relato para o reset',
      incidentType: 'outros',
      area: 'Dublin',
      severity: 3,
    },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin?tab=safety-reports');
  // The tab is its own chunk: allow a slow shared machine to fetch it.
  await expect(page.getByText('Relato para o reset').filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Resetar Mapa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resetar o mapa?' });
  await expect(dialog).toContainText('Todos os relatórios de incidentes serão removidos permanentemente.');
  await dialog.getByRole('button', { name: 'Resetar Mapa' }).click();
  await expect(page.getByText('Mapa resetado').first()).toBeVisible();
  await expect(page.getByText('Nenhum incidente reportado')).toBeVisible();

  await openMap(page);
  await expect(page.getByTestId('stat-Relatórios')).toHaveText('0');
  await expect(page.getByText('Nenhum relatório ainda. Seja o primeiro a reportar uma área perigosa!')).toBeVisible();
});
