import { type APIRequestContext, request as pwRequest } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, registerMember, switchTo, test } from './fixtures.js';

// Issue 34: a full event's waitlist, the reminder the scheduler makes, and an event cancelled by an admin.

const shot = (page: import('@playwright/test').Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/events-${name}-${project}.png`, fullPage: false });

/** A request context of its own (its own cookies), signed in as `email`. */
async function signedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const ctx = await pwRequest.newContext({ baseURL });
  const res = await ctx.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function adminApi(baseURL: string) {
  return signedIn(baseURL, DEMO.admin, DEMO_PASSWORD);
}

async function newEvent(admin: APIRequestContext, data: Record<string, unknown>): Promise<{ id: number }> {
  const res = await admin.post('/api/events', { data: { location: 'Phoenix Park', ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('a full event: join its waitlist, see the place in line, get the place when someone leaves', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${Date.now().toString(36)}${project}`;
  const title = `Pedal lotado ${tag}`;
  const rita = await registerMember(page, 'Rita', tag, 'wait');
  const admin = await adminApi(baseURL!);
  await admin.post(`/api/admin/users/${rita.id}/activate-subscription`);
  const ev = await newEvent(admin, {
    title,
    date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    maxParticipants: 1,
  });
  // Bruno takes the only place.
  const bruno = await signedIn(baseURL!, DEMO.subscriber2, DEMO_PASSWORD);
  expect((await bruno.post(`/api/events/${ev.id}/join`)).status()).toBe(200);

  await switchTo(page, rita.email, rita.password);
  // The live stream opens once the page has loaded; Bruno leaves only after it is open (else nothing is replayed).
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream') && r.status() === 200);
  await page.goto(`/events/${ev.id}`);
  const card = page.getByTestId('event-card');
  await expect(card.getByTestId('participants')).toHaveText('1/1 participantes');
  await expect(card.getByText('Evento esgotado.')).toBeVisible();
  await card.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(card.getByTestId('waitlist-position')).toHaveText(
    'Você é o 1º na lista de espera. A vaga é sua assim que alguém sair.',
  );
  await expect(card.getByRole('button', { name: 'Sair da lista de espera' })).toBeVisible();
  await shot(page, 'waitlist', project);

  // Bruno leaves: the place is Rita's at once, and the bell tells her without a reload.
  await streamOpen;
  expect((await bruno.delete(`/api/events/${ev.id}/join`)).status()).toBe(200);
  const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  const entry = page.getByRole('dialog', { name: 'Notificações' }).getByTestId('notification').first();
  await expect(entry).toContainText('Você conseguiu uma vaga');
  await expect(entry).toContainText(`Abriu uma vaga em “${title}” e ela é sua.`);
  // The card follows without a reload: the live notice refreshes the events too.
  await expect(card.getByRole('button', { name: 'CANCELAR PARTICIPAÇÃO' })).toBeVisible();
  await expect(card.getByTestId('waitlist-position')).toHaveCount(0);
  await shot(page, 'promoted-bell', project);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card.getByRole('button', { name: 'CANCELAR PARTICIPAÇÃO' })).toBeVisible();
  await expect(card.getByTestId('participants')).toHaveText('1/1 participantes');
  await bruno.dispose();
  await admin.dispose();
});

test('the reminders job, its clock moved ahead, tells a member their event is tomorrow', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${Date.now().toString(36)}${project}`;
  const title = `Futebol ${tag}`;
  const rita = await registerMember(page, 'Rosa', tag, 'remind');
  const admin = await adminApi(baseURL!);
  await admin.post(`/api/admin/users/${rita.id}/activate-subscription`);
  // Starts in 26 hours: outside the 24 h reminder's window (12–24 h ahead) on the real clock; the
  // server's job runs every second reading a clock moved 6 h ahead (EVENT_REMINDERS_CLOCK_OFFSET_SECONDS),
  // so it finds the event a day away by itself and makes the 24 h reminder.
  const ev = await newEvent(admin, { title, date: new Date(Date.now() + 26 * 3_600_000).toISOString() });
  await switchTo(page, rita.email, rita.password);
  await page.goto('/notificacoes');
  expect((await page.request.post(`/api/events/${ev.id}/join`)).status()).toBe(200);
  const list = page.getByRole('list', { name: 'Suas notificações' }).getByTestId('notification');
  await expect(list.first()).toContainText('Evento amanhã', { timeout: 10_000 });
  await expect(list.first()).toContainText(`“${title}” começa em 24 horas.`);
  await expect(list).toHaveCount(1);
  await shot(page, 'reminder', project);
  await admin.dispose();
});

test('an admin cancels an event with a reason; it shows as cancelled and cannot be joined', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const title = `Churrasco ${Date.now().toString(36)}${project}`;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  const res = await page.request.post('/api/events', {
    data: { title, location: 'Bull Island', date: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  });
  expect(res.status()).toBe(201);
  await page.goto('/admin?tab=events');
  const row = page.getByTestId('admin-event-row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Cancelar evento' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar evento — ${title}` });
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo do cancelamento.');
  await dialog.getByLabel('Motivo do cancelamento').fill('Previsão de tempestade.');
  await shot(page, 'cancel-dialog', project);
  await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelado')).toBeVisible();

  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/events');
  const card = page.getByTestId('event-card').filter({ hasText: title });
  await expect(card.getByTestId('event-cancelled')).toHaveText('Cancelado');
  await expect(card.getByRole('status')).toHaveText('Evento cancelado. Motivo: Previsão de tempestade.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'cancelled', project);
});
