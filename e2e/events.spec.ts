import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, test } from './fixtures.js';

test('admin creates an event with an image; a subscriber joins and leaves; a visitor is asked to sign in', async ({
  page,
}, testInfo) => {
  const title = `Pedal no Phoenix Park ${testInfo.project.name} ${Date.now().toString(36)}`;

  // Admin: create the event through the form.
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/events/create');
  await expect(page.getByRole('heading', { name: 'Criar Novo Evento' })).toBeVisible();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descrição').fill('Passeio de bike com a comunidade. Leve água!');
  await page.getByLabel('Local').fill('Phoenix Park, portão principal');
  await page.getByLabel('Data e hora').fill('2030-06-15T10:30');
  await page.getByLabel('Máximo de participantes').fill('20');
  await page.getByLabel('Imagem do evento').setInputFiles({ name: 'pedal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Imagem do evento' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(page).toHaveURL(/\/events$/);
  const card = page.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('participants')).toHaveText('0/20 participantes');
  await expect(card.locator('img')).toHaveAttribute('src', /-md\.webp$/);

  // Subscriber: join, the count goes up; leave, it goes down.
  await page.request.post('/api/logout');
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/events');
  await card.getByRole('button', { name: 'PARTICIPAR' }).click();
  await expect(card.getByTestId('participants')).toHaveText('1/20 participantes');
  await expect(card.getByRole('button', { name: 'CANCELAR PARTICIPAÇÃO' })).toBeVisible();
  await card.getByRole('button', { name: 'CANCELAR PARTICIPAÇÃO' }).click();
  await expect(card.getByTestId('participants')).toHaveText('0/20 participantes');
  await expect(card.getByRole('link', { name: 'Adicionar ao calendário' })).toHaveAttribute(
    'href',
    /\/api\/events\/\d+\.ics$/,
  );

  // Member without subscription: a toast points to /subscribe.
  await page.request.post('/api/logout');
  await loginAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/events');
  await card.getByRole('button', { name: 'ASSINATURA NECESSÁRIA' }).click();
  await expect(page.getByText('Assinatura Necessária', { exact: true })).toBeVisible();

  // Visitor.
  await page.request.post('/api/logout');
  await page.goto('/events');
  await expect(card.getByRole('button', { name: 'ENTRE PARA PARTICIPAR' })).toBeDisabled();
});
