import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, type Member, registerMember, switchTo, test } from './fixtures.js';

// Issue 29: what a member sees of notifications: messages from other members, an administrator's
// approval.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `test-results/bell-${name}-${project}.png` });

async function subscribe(page: Page, members: Member[]) {
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  for (const u of members) {
    const res = await page.request.post(`/api/admin/users/${u.id}/activate-subscription`);
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function send(page: Page, from: Member, to: Member, n: number) {
  await switchTo(page, from.email, from.password);
  for (let i = 1; i <= n; i++) {
    const res = await page.request.post('/api/messages', {
      data: { receiverId: to.id, content: `Oi ${to.firstName}, mensagem ${i} de ${from.firstName}.` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('the bell counts and lists new notifications, opens the conversation and marks it read; a deleted one says so; /notificacoes pages and marks all read', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${Date.now().toString(36)}${project}`;
  const reader = await registerMember(page, 'Rita', tag, 'ntf');
  const ana = await registerMember(page, 'Antonia', tag, 'ntf');
  const davi = await registerMember(page, 'Davi', tag, 'ntf');
  const gone = await registerMember(page, 'Gustavo', tag, 'ntf');
  await subscribe(page, [reader, ana, davi, gone]);

  // 22 notifications: more than one page of /notificacoes (20). The newest from a member who then
  // deletes his account: that conversation is gone.
  await send(page, ana, reader, 15);
  await send(page, davi, reader, 6);
  await send(page, gone, reader, 1);
  const deleted = await page.request.post('/api/privacy/delete-account', {
    data: { password: gone.password, confirmation: 'EXCLUIR' },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await switchTo(page, reader.email, reader.password);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notificações, 22 não lidas' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-bell-count')).toHaveText('22');
  await shot(page, 'closed', project);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  const entries = panel.getByTestId('notification');
  await expect(entries).toHaveCount(6);
  await expect(entries.first()).toContainText('Nova mensagem de Gustavo');
  await expect(entries.first()).toHaveAttribute('data-unread', 'true');
  await expect(panel.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notificacoes');
  await expect(panel.getByRole('link', { name: 'Receber no celular' })).toHaveAttribute(
    'href',
    '/settings#notificacoes',
  );
  await shot(page, 'open', project);

  // The deleted one: marked read, it says so in place instead of opening a dead page.
  await entries.first().getByRole('button').click();
  await expect(entries.first().getByRole('status')).toHaveText(
    'Isto não está mais disponível: foi removido ou apagado.',
  );
  await expect(entries.first()).not.toHaveAttribute('data-unread');
  await expect(page.getByRole('button', { name: 'Notificações, 21 não lidas' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Davi's latest: it opens the conversation with him, marked read.
  await expect(entries.nth(1)).toContainText('Nova mensagem de Davi');
  await entries.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversa=${davi.id}$`));
  const reply = page.getByRole('dialog', { name: 'Responder Mensagem' });
  await expect(reply).toBeVisible();
  await expect(reply.getByTestId('conversation-message').last()).toHaveText(/mensagem 6 de Davi/);
  await reply.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('button', { name: 'Notificações, 20 não lidas' })).toBeVisible();

  // /notificacoes: 20, then 'Carregar mais' brings the other 2; the read ones are not marked.
  await page.goto('/notificacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Suas notificações' }).getByTestId('notification');
  await expect(list).toHaveCount(20);
  await expect(page.getByTestId('notifications-unread')).toHaveText('20 não lidas');
  await expect(list.nth(0)).not.toHaveAttribute('data-unread');
  await expect(list.nth(1)).not.toHaveAttribute('data-unread');
  await expect(list.nth(2)).toHaveAttribute('data-unread', 'true');
  await shot(page, 'page', project);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(list).toHaveCount(22);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(list.last()).toContainText('Nova mensagem de Antonia');

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByTestId('notifications-unread')).toHaveText('Nada por ler.');
  await expect(page.locator('[data-testid="notification"][data-unread]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
  // Read on the server too.
  expect(await (await page.request.get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
});

test('/notificacoes: "Carregar mais" tapped as the live stream opens still brings the next page', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const reader = await registerMember(page, 'Lia', tag, 'ntf');
  const ana = await registerMember(page, 'Aurora', tag, 'ntf');
  const davi = await registerMember(page, 'Dario', tag, 'ntf');
  await subscribe(page, [reader, ana, davi]);
  await send(page, ana, reader, 11);
  await send(page, davi, reader, 10);
  await switchTo(page, reader.email, reader.password);

  // The stream is held until the second page is asked for; that page until the stream's 'ready'
  // (which reads the notifications again) has arrived. A refetch that cancelled the page in
  // flight left the list at 20 and the button waiting for a second tap.
  let releaseStream = () => {};
  const streamHeld = new Promise<void>((r) => {
    releaseStream = r;
  });
  await page.route('**/api/notifications/stream*', async (route) => {
    await streamHeld;
    await route.continue();
  });
  let asked = () => {};
  const nextAsked = new Promise<void>((r) => {
    asked = r;
  });
  let releasePage = () => {};
  const pageHeld = new Promise<void>((r) => {
    releasePage = r;
  });
  await page.route(/\/api\/notifications\?(.*&)?cursor=/, async (route) => {
    asked();
    await pageHeld;
    await route.continue();
  });

  await page.goto('/notificacoes');
  const list = page.getByRole('list', { name: 'Suas notificações' }).getByTestId('notification');
  await expect(list).toHaveCount(20);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await nextAsked;
  const opened = page.waitForResponse((r) => r.url().includes('/api/notifications/stream'));
  releaseStream();
  await opened;
  await page.waitForTimeout(1_000); // 'ready' is the stream's first event: it has been handled
  releasePage();
  await expect(list).toHaveCount(21);
  await expect(list.last()).toContainText('Nova mensagem de Aurora');
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('/notificacoes: a clear empty state for a new member, the login for a visitor', async ({
  page,
  newMember,
}, testInfo) => {
  await page.goto('/notificacoes');
  await expect(page.getByText('Você ainda não tem notificações')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  await expect(page.getByText('Nenhuma notificação por enquanto.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'empty', testInfo.project.name);
  expect(newMember.email).toContain('@');

  await page.request.post('/api/logout');
  await page.goto('/notificacoes');
  await expect(page).toHaveURL(/\/login$/);
});

test('a link to a rental opens its dialog, the owner’s pending one included; the bell lists its approval; a rental no longer there says so', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const owner = await registerMember(page, 'Olga', tag, 'ntf');
  await subscribe(page, [owner]);
  await switchTo(page, owner.email, owner.password);
  const created = await page.request.post('/api/account-rentals', {
    data: {
      appName: 'Just Eat',
      accountType: 'bike',
      region: `Dublin ${tag}`,
      weeklyPrice: 99,
      whatsapp: '+353 83 000 9999',
      attestation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).item.id;

  await page.goto(`/account-rental?aluguel=${id}`);
  const dialog = page.getByRole('dialog', { name: /Just Eat/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Dublin ${tag}`)).toBeVisible();
  await expect(dialog.getByText('Aguardando aprovação')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/account-rental$/);

  await page.goto('/account-rental?aluguel=999999');
  await expect(
    page.getByRole('status').filter({ hasText: 'Este anúncio de aluguel não está mais disponível' }),
  ).toBeVisible();

  // Someone else does not see another member's pending rental through the link.
  await loginAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto(`/account-rental?aluguel=${id}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Este anúncio de aluguel não está mais disponível' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The administrator approves it: the bell lists the approval, and it opens the rental.
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  const approved = await page.request.put(`/api/admin/account-rentals/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await switchTo(page, owner.email, owner.password);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações, 1 não lida' }).click();
  const approval = page.getByRole('dialog', { name: 'Notificações' }).getByTestId('notification').first();
  await expect(approval).toContainText('Aluguel aprovado');
  await expect(approval).toContainText('Seu anúncio de aluguel “Just Eat · Bicicleta” está publicado.');
  await approval.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/account-rental\\?aluguel=${id}$`));
  await expect(page.getByRole('dialog', { name: /Just Eat/ })).toBeVisible();
  expect(await (await page.request.get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
});
