// Issue 16, accessibility: axe-core finds no serious or critical issue on the landing, marketplace,
// item, events, messages, settings, rentals, map and admin pages, at both sizes (the two projects).
// axe-core is injected as a plain script (its Playwright wrapper needs a newer Node than the machines
// have) and run with the WCAG 2.0/2.1 A and AA rules plus best practices.
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CurrentUser } from '../src/contract/users.js';
import { DEMO, DEMO_PASSWORD, expect, finishAnimations, loginAs, PNG, scrollLanding, test } from './fixtures.js';
import { e2eServer } from './servers.js';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// The app's Content-Security-Policy forbids inline scripts, which is what addScriptTag adds.
test.use({ bypassCSP: true });

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** The serious and critical violations axe finds on the page as it is now, one readable block each. */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the injected script defines.
    const axe = (window as any).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations as AxeViolation[];
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map(
          (n) =>
            `  ${JSON.stringify(n.target)}\n    ${n.html.slice(0, 300)}\n    ${(n.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
        ),
      ].join('\n'),
    );
}

/** Waits for the page to settle: no query in flight, no spinner, no fade or slide still running. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Carregando...' })).toHaveCount(0, { timeout: 15_000 });
  // Half-way through a fade-in, text is paler than it will be: colour contrast would be measured wrong.
  await finishAnimations(page);
}

/** Runs axe and records what it finds (softly: every page of a test is checked even after one fails). */
async function checkA11y(page: Page, label: string) {
  await settle(page);
  const problems = await axeProblems(page);
  expect.soft(problems.length, `axe on ${label}:\n${problems.join('\n')}`).toBe(0);
}

/** Phones: open the header's menu (a Radix dialog) and check the page with it open. */
async function checkMobileMenu(page: Page, isMobile: boolean, label: string) {
  if (!isMobile) return;
  await page.getByRole('button', { name: /Abrir menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await checkA11y(page, `${label} with the phone menu open`);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

// ---- Content for the pages to show: the e2e database holds the demo accounts only. ----

interface Seeded {
  itemId: number;
  itemTitle: string;
}

async function login(request: APIRequestContext, email: string): Promise<CurrentUser> {
  await request.post('/api/logout');
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as CurrentUser;
}

const ITEM_TITLE = 'Baú térmico com alças reforçadas (acessibilidade)';

/**
 * An approved item with two photos, an event, rentals, messages to Ana and a report.
 * Made once per server run: the second project (or a restarted worker) finds the item and reuses it.
 */
async function seed(request: APIRequestContext, tag: string): Promise<Seeded> {
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.status(), `${res.url()}: ${await res.text()}`).toBeLessThan(300);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read where the shape is known.
    return res.json() as Promise<any>;
  };
  await request.post('/api/logout');
  const found = (await ok(await request.get(`/api/marketplace?q=${encodeURIComponent(ITEM_TITLE)}`))) as {
    items: { id: number; title: string }[];
  };
  const existing = found.items.find((i) => i.title === ITEM_TITLE);
  if (existing) return { itemId: existing.id, itemTitle: ITEM_TITLE };

  const ana = await login(request, DEMO.subscriber);
  const upload = await ok(
    await request.post('/api/upload', {
      multipart: { images: { name: 'bau.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  const upload2 = await ok(
    await request.post('/api/upload', {
      multipart: { images: { name: 'bau-2.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  const itemTitle = ITEM_TITLE;
  const created = await ok(
    await request.post('/api/marketplace', {
      data: {
        title: itemTitle,
        description: 'Baú térmico em ótimo estado, alças reforçadas e tampa com velcro.',
        type: 'venda',
        category: 'equipamentos',
        price: '35',
        whatsapp: '+353 83 765 4321',
        imageUrls: [...upload.paths, ...upload2.paths],
        coverImageIndex: 0,
      },
    }),
  );
  const itemId: number = created.item.id;
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

  await login(request, DEMO.admin);
  await ok(await request.post(`/api/admin/marketplace/${itemId}/approve`));
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await ok(
    await request.post('/api/events', {
      data: {
        title: `Pedal no Phoenix Park ${tag}`,
        description: 'Passeio de bike com a comunidade.',
        location: 'Phoenix Park',
        date,
        maxParticipants: 20,
      },
    }),
  );
  await ok(
    await request.post('/api/account-rentals', {
      data: {
        appName: 'Just Eat',
        accountType: 'bike',
        region: `Dublin 7 ${tag}`,
        weeklyPrice: 99,
        whatsapp: '+353 83 000 9999',
        attestation: true,
      },
    }),
  );

  // Bruno writes to Ana about the item (unread: the header counts it) and reports it.
  await login(request, DEMO.subscriber2);
  await ok(
    await request.post('/api/messages', {
      data: { receiverId: ana.id, itemId, content: 'Olá! Ainda está disponível? Podemos combinar a retirada?' },
    }),
  );
  await ok(
    await request.post('/api/reports', {
      data: { kind: 'listing', targetId: itemId, reason: 'spam', details: 'Anúncio repetido.' },
    }),
  );
  await request.post('/api/logout');
  // The Parceiros tab has the demo seed's partner applications: none is sent here (they are limited
  // to 5 an hour per address, and other specs of the run send theirs from the same address).
  return { itemId, itemTitle };
}

/**
 * The map has at least one report to show: another spec may have reset the map since the seed (the
 * admin's 'Resetar mapa'). Placed at Grand Canal Dock, away from where other specs report (a report
 * at the same spot would join theirs in one cluster and hide their marker).
 */
async function ensureMapReport(page: Page) {
  const map = (await (await page.request.get('/api/safety-reports?window=30d')).json()) as {
    points: unknown[];
    cells: unknown[];
  };
  if (map.points.length + map.cells.length > 0) return;
  await login(page.request, DEMO.admin);
  const res = await page.request.post('/api/safety-reports', {
    data: {
      latitude: 53.3393,
      longitude: -6.2386,
      description: 'Tentaram roubar minha bike (acessibilidade)',
      incidentType: 'roubo',
      area: 'Grand Canal Dock',
      severity: 3,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.request.post('/api/logout');
}

let seeded: Seeded;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: e2eServer(testInfo.parallelIndex).baseURL });
  seeded = await seed(request, `${Date.now().toString(36)}${testInfo.project.name}`);
  await request.dispose();
});

// ---- The pages. ----

test('visitor: landing, marketplace, item, events, rentals and map', async ({ page, isMobile }) => {
  test.slow(); // six pages, each checked once or twice
  await page.goto('/');
  await scrollLanding(page);
  // The launch banner fades in 1 s after the page opens: measured half-faded, its contrast would be wrong.
  await expect(page.getByTestId('launch-banner')).toHaveCSS('opacity', '1');
  await checkA11y(page, 'the landing (visitor)');
  await checkMobileMenu(page, isMobile, 'the landing (visitor)');

  await page.goto('/marketplace');
  await expect(page.getByTestId('item-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/marketplace (visitor)');

  await page.goto(`/marketplace/${seeded.itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.itemTitle })).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'the item page (visitor)');

  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/events (visitor)');

  await page.goto('/account-rental');
  await expect(page.getByTestId('rental-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/account-rental (visitor)');

  await ensureMapReport(page);
  await page.goto('/dangerous-areas');
  await expect(page.getByRole('heading', { name: 'Áreas Perigosas - Dublin' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeAttached({ timeout: 15_000 });
  await checkA11y(page, '/dangerous-areas (visitor)');
});

test('member: home, marketplace, item, events, messages, settings, rentals and map', async ({ page, isMobile }) => {
  test.slow(); // eight pages
  // A message Ana has not read yet: the header shows its count.
  const ana = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  const sent = await page.request.post('/api/messages', {
    data: { receiverId: ana.id, content: 'Oi Ana! Vai ao pedal no sábado?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByTestId('member-home-home')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('recent-items').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  // The unread count is in the header (beside 'Mensagens', or on the phone's menu button).
  await expect(page.getByTestId(isMobile ? 'unread-dot-badge' : 'unread-badge').first()).toBeVisible();
  await checkA11y(page, 'the member home');
  await page.getByRole('button', { name: /menu da conta/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await checkA11y(page, 'the member home with the account menu open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await checkMobileMenu(page, isMobile, 'the member home');

  await page.goto('/marketplace');
  await expect(page.getByTestId('item-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/marketplace (member)');

  await page.goto(`/marketplace/${seeded.itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.itemTitle })).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'the item page (its seller)');

  await page.goto('/events');
  await expect(page.getByTestId('event-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/events (member)');

  await page.goto('/messages');
  await expect(page.getByTestId('received-message').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/messages');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/settings');

  await page.goto('/account-rental');
  await expect(page.getByTestId('rental-card').first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/account-rental (member)');

  await page.goto('/dangerous-areas');
  await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeAttached({ timeout: 15_000 });
  await checkA11y(page, '/dangerous-areas (member)');
});

test('another member: the item page with its contact buttons, its dialogs and the lightbox', async ({ page }) => {
  await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  await page.goto(`/marketplace/${seeded.itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.itemTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
  await checkA11y(page, 'the item page (a subscriber, not the seller)');

  for (const [button, dialogName] of [
    ['Enviar Mensagem', 'Enviar mensagem ao vendedor'],
    ['Denunciar anúncio', 'Denunciar anúncio'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await checkA11y(page, `the item page with '${dialogName}' open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.getByTestId('gallery-main').click();
  await expect(page.getByTestId('lightbox')).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'the item page with the lightbox open');
});

test('admin: the panel, its default tab and every other tab', async ({ page, isMobile }) => {
  test.slow(); // twelve tabs
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, '/admin (default tab)');
  await checkMobileMenu(page, isMobile, '/admin');

  for (const tab of [
    'users',
    'marketplace',
    'account-rentals',
    'events',
    'partner-applications',
    'sponsors',
    'safety-reports',
    'site-config',
    'stats',
    'reports',
  ]) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible({
      timeout: 15_000,
    });
    await checkA11y(page, `/admin?tab=${tab}`);
    if (tab === 'users') {
      // A table row on wide screens, a card on phones: its detail dialog.
      await page
        .getByTestId(/^admin-user-(row|card)$/)
        .filter({ visible: true })
        .first()
        .getByRole('button', { name: 'Detalhes' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Detalhes do usuário' });
      await expect(dialog).toBeVisible();
      await checkA11y(page, `/admin?tab=users with 'Detalhes do usuário' open`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }

  // Phones: the section picker's side menu.
  if (isMobile) {
    await page.getByRole('button', { name: /Seções do painel/ }).click();
    await expect(page.getByRole('dialog', { name: 'Painel Administrativo' })).toBeVisible();
    await checkA11y(page, '/admin with the section menu open');
  }
});
