// Issue 29, web push end to end: /settings turns push on (permission asked on the click only), the
// server pushes a new message to a local fake push service, which decrypts it; the service worker
// shows it with the right text, and a tap opens the conversation. Headless Chromium reaches no real
// push service, so PushManager.subscribe is stubbed to give a subscription whose endpoint is the
// fake and whose keys this test made (the fake decrypts with the private one).
import { request as apiRequest, type Page } from '@playwright/test';
import { type FakePush, type FakeSubscription, startFakePush } from '../src/server/test/fake-push.js';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures.js';

let fake: FakePush;
test.beforeAll(async () => {
  fake = await startFakePush();
});
test.afterAll(async () => {
  await fake?.close();
});

test.use({ serviceWorkers: 'allow' });

/** The worker's global as these tests use it (this file is typed with the DOM library, not the worker's). */
interface WorkerScope {
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  registration: {
    getNotifications(): Promise<{ title: string; body: string; icon: string; data?: { url?: string } }[]>;
  };
}

/** Before any page script: PushManager gives `sub` (kept across loads), and permission requests are counted. */
async function stubPush(page: Page, sub: FakeSubscription) {
  await page.addInitScript((s) => {
    const w = window as unknown as { __permissionAsked: number };
    w.__permissionAsked = Number(sessionStorage.getItem('asked') ?? 0);
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      w.__permissionAsked += 1;
      sessionStorage.setItem('asked', String(w.__permissionAsked));
      return ask();
    };
    const make = () => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem('stub-push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('stub-push', '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('stub-push') ? make() : null) as unknown as PushSubscription;
  }, sub);
}

test('turning push on in /settings subscribes; a message is pushed, decrypted, shown by the service worker, and a tap opens the conversation', async ({
  page,
  context,
  baseURL,
  newMember,
}) => {
  const sub = fake.subscription();
  const id = sub.endpoint.split('/').pop()!;
  await context.grantPermissions(['notifications']);
  await stubPush(page, sub);

  await page.goto('/settings#notificacoes');
  const card = page.getByTestId('notifications-card');
  await expect(card.getByTestId('push-state')).toHaveText('Desativadas', { timeout: 15_000 });
  await expect(card.getByText('O que chega no celular')).toBeVisible();
  // The push column (the email column beside it has the same kinds: issue 30).
  await expect(card.getByRole('group', { name: 'O que chega no celular' }).getByLabel('Novas mensagens')).toBeChecked();
  // Nothing asked on load.
  expect(await page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('settings-push-off.png'), fullPage: false });

  // Quiet hours off, so the push goes whatever the time in Dublin.
  await card.getByLabel('Segurar os avisos à noite e entregar de manhã').uncheck();
  await card.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.').first()).toBeVisible();

  await card.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(card.getByTestId('push-state')).toHaveText('Ativadas');
  await expect(card.getByRole('button', { name: 'Desativar' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked)).toBe(1);
  await card.screenshot({ path: test.info().outputPath('settings-push-on.png') });

  // Ana (another member) writes; the server pushes it through the fake push service.
  const ana = await apiRequest.newContext({ baseURL });
  const login = await ana.post('/api/login', { data: { email: DEMO.subscriber, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const anaUser = (await login.json()) as { id: number; firstName: string; lastName: string };
  const sent = await ana.post('/api/messages', {
    data: { receiverId: newMember.id, content: 'Segredo: meu número é 083 999 1234' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await ana.dispose();

  await expect.poll(() => fake.deliveredTo(id).length, { timeout: 15_000 }).toBe(1);
  const payload = fake.deliveredTo(id)[0]!.payload!;
  expect(payload).toMatchObject({
    title: `Nova mensagem de ${anaUser.firstName} ${anaUser.lastName[0]}.`,
    url: `/messages?conversa=${anaUser.id}`,
  });
  expect(JSON.stringify(payload)).not.toContain('999 1234');

  // The service worker shows what arrived, as the browser would hand it the decrypted push.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = await worker.evaluate(async (data) => {
    const self = globalThis as unknown as WorkerScope;
    self.dispatchEvent(new self.PushEvent('push', { data: JSON.stringify(data) }));
    for (let i = 0; i < 50; i++) {
      const list = await self.registration.getNotifications();
      if (list.length) return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, url: n.data?.url }));
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }, payload);
  expect(shown).toEqual([
    {
      title: payload.title,
      body: 'Toque para ler e responder.',
      icon: new URL('/icon-192.png', baseURL).href,
      url: `/messages?conversa=${anaUser.id}`,
    },
  ]);

  // A tap: the open tab goes to the conversation.
  await worker.evaluate(async () => {
    const self = globalThis as unknown as WorkerScope;
    const [n] = await self.registration.getNotifications();
    self.dispatchEvent(new self.NotificationEvent('notificationclick', { notification: n }));
  });
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversa=${anaUser.id}$`));
  await expect(page.getByText('Segredo: meu número é 083 999 1234')).toBeVisible();

  // 'Desativar' on this device: the server forgets it; the next message is not pushed.
  await page.goto('/settings#notificacoes');
  await page.getByTestId('notifications-card').getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByTestId('push-state')).toHaveText('Desativadas');
  const again = await apiRequest.newContext({ baseURL });
  await again.post('/api/login', { data: { email: DEMO.subscriber, password: DEMO_PASSWORD } });
  expect((await again.post('/api/messages', { data: { receiverId: newMember.id, content: 'Oi?' } })).status()).toBe(
    201,
  );
  await again.dispose();
  await page.waitForTimeout(2500);
  expect(fake.received.filter((r) => r.id === id)).toHaveLength(1);
});

test('on iPhone Safari outside the installed app, it explains that push works only from the Home Screen', async ({
  page,
  newMember: _,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userAgent', {
      get: () =>
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    // Safari in a tab has no Push API.
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  await page.goto('/settings');
  const card = page.getByTestId('notifications-card');
  await expect(card.getByTestId('push-state')).toHaveText('Disponíveis só no app instalado', { timeout: 15_000 });
  await expect(card.getByTestId('push-ios')).toContainText('Adicionar à Tela de Início');
  await expect(card.getByRole('button', { name: 'Ativar notificações' })).toHaveCount(0);
  // The preferences still apply to the member's other devices.
  await expect(card.getByText('Horário de silêncio')).toBeVisible();
});
