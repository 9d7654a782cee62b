// Issue 28: no page scrolls sideways at any width from 320 to 1920 px. Each page is opened once and
// the viewport resized through the widths; at each, the document must be no wider than the window
// (documentElement.scrollWidth ≤ clientWidth, the layout viewport without a scrollbar). The phone
// project walks the phone and tablet widths, the desktop project the rest: together, all of them.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  loginAs,
  PNG,
  registerMember,
  scrollLanding,
  switchTo,
  test,
} from './fixtures.js';
import { e2eServer } from './servers.js';

const ALL_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920];
const widthsFor = (project: string) => ALL_WIDTHS.filter((w) => (project === 'phone' ? w < 1024 : w >= 1024));

/** How far the page scrolls sideways, and the outermost elements that stick out (for the message). */
async function overflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const by = root.scrollWidth - width;
    const culprits: string[] = [];
    if (by > 0) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 0.5) continue;
        // Only the outermost: skip an element whose parent already sticks out.
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && parent.right > width + 0.5) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
        culprits.push(`${name} '${(el.textContent ?? '').trim().slice(0, 30)}' right=${Math.round(r.right)}`);
        if (culprits.length >= 3) break;
      }
    }
    return { by, culprits };
  });
}

async function walkWidths(page: Page, project: string, label: string, failures: string[]) {
  for (const width of widthsFor(project)) {
    await page.setViewportSize({ width, height: 800 });
    // Layout settles in the next frame after a resize.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { by, culprits } = await overflow(page);
    if (by > 0) failures.push(`${label} at ${width}px scrolls ${by}px sideways: ${culprits.join('; ')}`);
  }
}

/** What the pages show: an approved item with a long title and a photo, an event and a rental, a message to Ana. */
async function seed(request: APIRequestContext, tag: string): Promise<{ itemId: number }> {
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.status(), `${res.url()}: ${await res.text()}`).toBeLessThan(300);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read where the shape is known.
    return res.json() as Promise<any>;
  };
  const login = async (email: string) =>
    ok(await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } }));
  const ana = await login(DEMO.subscriber);
  const upload = await ok(
    await request.post('/api/upload', {
      multipart: { images: { name: 'bau.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  const created = await ok(
    await request.post('/api/marketplace', {
      data: {
        title: `Baú térmico Deliveroo extragrande com alças reforçadas ${tag}`,
        description: `Baú térmico em ótimo estado. ${'Impermeabilizado '.repeat(12)}https://exemplo.test/um-endereco-muito-longo-sem-espacos-${tag}`,
        type: 'venda',
        category: 'equipamentos',
        price: '35',
        whatsapp: '+353 83 765 4321',
        imageUrls: upload.paths,
        coverImageIndex: 0,
      },
    }),
  );
  await ok(
    await request.post('/api/account-rentals', {
      data: {
        appName: 'Deliveroo',
        accountType: 'bike',
        region: `Dublin 8 ${tag}`,
        weeklyPrice: 120,
        whatsapp: '+353 83 000 1234',
        attestation: true,
      },
    }),
  );
  await login(DEMO.admin);
  await ok(await request.post(`/api/admin/marketplace/${created.item.id}/approve`));
  await ok(
    await request.post('/api/events', {
      data: {
        title: `Pedal no Phoenix Park com a comunidade ${tag}`,
        description: 'Passeio de bike com a comunidade.',
        location: 'Phoenix Park, portão principal (Parkgate Street)',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        maxParticipants: 20,
      },
    }),
  );
  await login(DEMO.subscriber2);
  await ok(
    await request.post('/api/messages', {
      data: { receiverId: ana.id, itemId: created.item.id, content: 'Olá! Ainda está disponível?' },
    }),
  );
  await request.post('/api/logout');
  return { itemId: created.item.id };
}

let itemId: number;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: e2eServer(testInfo.parallelIndex).baseURL });
  ({ itemId } = await seed(request, `${Date.now().toString(36)}${testInfo.project.name}`));
  await request.dispose();
});

test('a visitor: no public page scrolls sideways, the landing with its launch banner', async ({ page }, testInfo) => {
  test.slow();
  const failures: string[] = [];
  await page.goto('/');
  await scrollLanding(page); // every section of the landing is there
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: 'Garantir minha vaga' })).toBeVisible(); // after its 1 s
  await walkWidths(page, testInfo.project.name, '/ (launch banner)', failures);

  for (const [path, ready] of [
    ['/marketplace', () => page.getByRole('heading', { level: 1, name: 'Marketplace' })],
    [`/marketplace/${itemId}`, () => page.getByRole('heading', { level: 1, name: /Baú térmico Deliveroo/ })],
    ['/events', () => page.getByText(/Pedal no Phoenix Park/).first()],
    ['/account-rental', () => page.getByRole('heading', { level: 1, name: /Aluguel de Contas/ })],
    ['/dangerous-areas', () => page.getByRole('heading', { level: 1 }).first()],
    ['/subscribe', () => page.getByRole('heading', { level: 1 }).first()],
    ['/pagina-que-nao-existe', () => page.getByRole('heading', { name: 'Página não encontrada' })],
  ] as const) {
    await page.setViewportSize({ width: widthsFor(testInfo.project.name)[0]!, height: 800 });
    await page.goto(path);
    await expect(ready()).toBeVisible();
    await walkWidths(page, testInfo.project.name, path, failures);
  }
  expect(failures).toEqual([]);
});

test('members and the admin: no page of theirs scrolls sideways', async ({ page }, testInfo) => {
  test.slow();
  const failures: string[] = [];
  const visit = async (who: string, path: string, ready: () => ReturnType<Page['getByRole']>) => {
    await page.setViewportSize({ width: widthsFor(testInfo.project.name)[0]!, height: 800 });
    await page.goto(path);
    await expect(ready()).toBeVisible();
    await walkWidths(page, testInfo.project.name, `${who} on ${path}`, failures);
  };
  // A new member without a subscription, with an everyday long email address (the profile card shows
  // it on one line): the member home with its prompts, and the subscribe page.
  const member = await registerMember(page, 'Maximiliano', Date.now().toString(36), 'largura');
  await loginAs(page, member.email, member.password);
  await visit('member', '/', () => page.getByRole('heading', { level: 1 }).first());
  await visit('member', '/subscribe', () => page.getByRole('heading', { level: 1 }).first());
  // A subscriber: home, messages (a conversation), settings, an item.
  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await visit('subscriber', '/', () => page.getByRole('heading', { level: 1 }).first());
  await visit('subscriber', '/messages', () => page.getByText('Olá! Ainda está disponível?').first());
  await visit('subscriber', '/settings', () => page.getByRole('heading', { level: 1 }).first());
  await visit('subscriber', '/verificar-contato', () => page.getByRole('heading', { level: 1 }).first());
  await visit('subscriber', `/marketplace/${itemId}`, () =>
    page.getByRole('heading', { level: 1, name: /Baú térmico Deliveroo/ }),
  );
  // The admin: home and the panel's busiest tabs.
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  await visit('admin', '/', () => page.getByRole('heading', { level: 1 }).first());
  for (const tab of ['users', 'marketplace', 'reports', 'site-config'])
    await visit('admin', `/admin?tab=${tab}`, () => page.getByRole('heading', { name: 'Painel Administrativo' }));
  expect(failures).toEqual([]);
});
