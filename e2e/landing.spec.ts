// The logged-out landing page (spec section 2 'Landing page', section 4 'Launch banner') and the
// placeholder pages of features still to come, as a visitor sees them.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, scrollLanding, test, withoutFirstAnswers } from './fixtures.js';

const SECTIONS = [
  'launch-banner',
  'landing-community',
  'landing-hero',
  'landing-stats',
  'landing-sponsor-slots',
  'landing-events',
  'landing-marketplace',
  'landing-rentals',
  'landing-sponsors',
  'landing-membership',
];

/** Other specs publish listings in the same database: empty-state checks answer the list themselves. */
const NO_ITEMS = { items: [], nextCursor: null, total: 0, totalCapped: false };

/**
 * Other specs register members into the same database, so the real member count (and with it the
 * launch spots left) drifts: tests about the banner answer GET /api/stats themselves.
 */
/**
 * The launch promotion as the server gives it (decision 013): `remaining` real places left. The
 * landing's HTML carries the real offer for a visitor: taken out, so the page asks for this one.
 */
async function stubOffer(page: Page, remaining: number) {
  await withoutFirstAnswers(page, '/');
  await page.route('**/api/subscription/offer', (route) =>
    route.fulfill({
      json: {
        mode: 'demo',
        publishableKey: null,
        priceCents: remaining > 0 ? 299 : 999,
        promoPriceCents: 299,
        regularPriceCents: 999,
        discountPercent: 70,
        promotion: { active: remaining > 0, limit: 50, remaining, until: '2025-12-31' },
      },
    }),
  );
}

test('a visitor sees the ten landing sections in the spec order', async ({ page }) => {
  await stubOffer(page, 45);
  // Other specs create events in the same database: this one checks the empty state on its own.
  await page.route(/\/api\/events\?/, (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
  await page.route(/\/api\/marketplace\?/, (route) => route.fulfill({ json: NO_ITEMS }));
  // The group invitation shows only once an admin has set its link (pages.spec.ts sets it through the admin tab).
  await page.route('**/api/site-config', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as { key: string; value: string }[];
    const invite = { key: 'community_whatsapp_url', value: 'https://chat.whatsapp.com/GrupoDemo123' };
    await route.fulfill({ response, json: [...entries.filter((e) => e.key !== invite.key), invite] });
  });
  await page.goto('/');
  await expect(page.getByTestId('launch-banner')).toBeVisible();
  await scrollLanding(page);

  let previousTop = -1;
  for (const id of SECTIONS) {
    const section = page.getByTestId(id);
    await section.scrollIntoViewIfNeeded();
    await expect(section, id).toBeVisible();
    const top = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top, `${id} comes after the previous section`).toBeGreaterThan(previousTop);
    previousTop = top;
  }

  const hero = page.getByTestId('landing-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('brasileiros em Dublin');
  await expect(hero.getByText('Mais de 1000 entregadores ativos')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Aluguel verificado e seguro' })).toHaveAttribute(
    'href',
    '/account-rental',
  );
  await expect(hero.getByRole('link', { name: 'Ver marketplace completo' })).toHaveAttribute('href', '/marketplace');
  await expect(hero.getByRole('link', { name: 'Anunciar item' })).toHaveAttribute('href', '/register');

  await expect(page.getByTestId('landing-events').getByText('Nenhum evento programado no momento')).toBeVisible();
  const marketplace = page.getByTestId('landing-marketplace');
  await expect(marketplace.getByText('Nenhum item disponível no momento')).toBeVisible();
  for (const chip of ['Todos', 'Venda', 'Troca', 'Doação', 'Motos']) {
    await expect(marketplace.getByRole('button', { name: chip, exact: true })).toBeVisible();
  }
  await marketplace.getByRole('button', { name: 'Troca', exact: true }).click();
  await expect(marketplace.getByRole('button', { name: 'Troca', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rental-disclaimer')).toContainText('inteira responsabilidade das partes');
  await expect(page.locator('#patrocinadores').getByRole('link', { name: 'Seja um patrocinador' })).toHaveAttribute(
    'href',
    '/be-partner',
  );
  await expect(page.getByTestId('landing-membership')).toContainText('Cancele a qualquer momento');
});

test('the launch banner appears after 1 second, shows the offer and stays dismissed for the session', async ({
  page,
  context,
}) => {
  await stubOffer(page, 45);
  // The page's clock only moves when the test moves it: 50 ms steps until the landing has rendered
  // (the banner's 1 s timer starts then), 900 ms more (still hidden), then 150 ms (shown).
  await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-01T10:00:01Z'));
  await page.goto('/');
  const hero = page.getByTestId('landing-hero');
  const banner = page.getByTestId('launch-banner');
  for (let step = 0; step < 200 && !(await hero.isVisible()); step++) {
    await page.clock.runFor(50);
    await page.waitForTimeout(20); // real time for the network answers
  }
  await expect(hero).toBeVisible();
  await page.clock.runFor(900);
  await expect(banner).toBeHidden();
  await page.clock.runFor(150);
  await expect(banner).toBeVisible();
  await page.clock.resume();

  await expect(banner).toContainText('2,99');
  await expect(banner.locator('s')).toContainText('9,99');
  for (const text of [
    '70% OFF',
    'primeiros 50',
    'válido até 31/12/2025',
    '24 cadastros hoje',
    '187 membros ativos',
    '89 contas',
  ]) {
    await expect(banner).toContainText(text);
  }
  await expect(page.getByTestId('launch-remaining')).toHaveText('Restam 45 vagas');
  await expect(banner.getByRole('link', { name: 'Garantir minha vaga' })).toHaveAttribute('href', '/subscribe');

  await banner.getByRole('button', { name: 'Fechar oferta' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('launch-banner')).toHaveCount(0);

  // sessionStorage belongs to the tab: a new tab shows the offer again.
  const other = await context.newPage();
  await stubOffer(other, 45);
  await other.goto('/');
  await expect(other.getByTestId('launch-banner')).toBeVisible();
});

test('no launch banner once the spots are gone', async ({ page }) => {
  await stubOffer(page, 0);
  await page.goto('/');
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('launch-banner')).toHaveCount(0);
});

test('stats show the real counts, and the fallback figures when the call fails', async ({ page }) => {
  const statsResponse = page.waitForResponse((r) => r.url().endsWith('/api/stats'));
  await page.goto('/');
  await scrollLanding(page); // the stats section loads when scrolled near
  const stats = await (await statsResponse).json();
  for (const key of ['members', 'accountRentals', 'marketplaceItems', 'events']) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText(String(stats[key]));
  }

  await page.route('**/api/stats', (route) =>
    route.fulfill({ status: 500, json: { message: 'Erro interno do servidor.' } }),
  );
  await withoutFirstAnswers(page, '/'); // the offer below is asked for, not read from the HTML
  await page.reload();
  await scrollLanding(page);
  await expect(page.getByTestId('stat-members')).toHaveText('450+');
  await expect(page.getByTestId('stat-accountRentals')).toHaveText('8+');
  await expect(page.getByTestId('stat-marketplaceItems')).toHaveText('150+');
  await expect(page.getByTestId('stat-events')).toHaveText('25');
  // Without the offer there is no place count to claim: no banner.
  await page.route('**/api/subscription/offer', (route) =>
    route.fulfill({ status: 500, json: { message: 'Erro interno do servidor.' } }),
  );
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('launch-banner')).toHaveCount(0);
});

test("'Tornar-se membro' leads to /subscribe, which asks a visitor to sign in", async ({ page }) => {
  await page.goto('/');
  await scrollLanding(page);
  const membership = page.getByTestId('landing-membership');
  await expect(membership).toContainText('2,99');
  await membership.getByRole('link', { name: 'Tornar-se membro' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByTestId('offer-card')).toContainText('70% OFF');
  // Spec section 8: 'Você precisa estar logado para assinar', then /login after 1 s.
  await expect(page.getByText('Você precisa estar logado para assinar', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
});

test('the footer sponsors link lands on the sponsors section', async ({ page }) => {
  await page.goto('/#patrocinadores');
  await expect(page.getByTestId('landing-sponsors')).toBeInViewport();
});

test('placeholder pages show their real empty states and gating', async ({ page }) => {
  await page.route(/\/api\/marketplace\?/, (route) => route.fulfill({ json: NO_ITEMS }));
  await withoutFirstAnswers(page, '/marketplace');
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByText('Você está navegando como visitante')).toBeVisible();
  await expect(page.getByText('Nenhum item disponível no momento')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar Novo Anúncio' })).toHaveCount(0);

  await page.goto('/marketplace/999999999');
  await expect(page.getByRole('heading', { name: 'Item não encontrado' })).toBeVisible();

  // Not in the logged-out route table: the not-found page.
  await page.goto('/events/create');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Status do Pagamento' })).toBeVisible();
  // Spec section 4: no client secret in the address is the missing-data error.
  await expect(page.getByRole('heading', { name: 'Erro nos dados de pagamento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute('href', '/subscribe');

  // Spec: /my-items shows a spinner, then /login after 2 seconds.
  await page.goto('/my-items');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('a member without admin rights is sent from /events/create back to /events', async ({ page }) => {
  await loginAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/events/create');
  await expect(page.getByText('Acesso Restrito')).toBeVisible();
  await expect(page.getByText('Apenas administradores podem criar eventos.')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar Novo Evento (Admin)' })).toHaveCount(0);
});

test('the next events preview shows the first 3 upcoming events', async ({ page }) => {
  const at = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
  const event = (id: number, title: string, d: number) => ({
    id,
    title,
    description: null,
    location: 'Dublin 1',
    date: at(d),
    imageUrl: null,
    maxParticipants: 10,
    currentParticipants: 2,
    isActive: true,
    joined: false,
  });
  await page.route(/\/api\/events\?/, (route) =>
    route.fulfill({
      json: {
        items: [event(1, 'Pelada de domingo', 2), event(2, 'Churrasco', 5), event(3, 'Pedal', 9)],
        nextCursor: null,
      },
    }),
  );
  await page.goto('/');
  await scrollLanding(page);
  const section = page.getByTestId('landing-events');
  await expect(section.getByTestId('landing-event')).toHaveCount(3);
  await expect(section.getByTestId('landing-event').first()).toContainText('Pelada de domingo');
  await expect(section.getByTestId('landing-event').first()).toContainText('2/10 participantes');
});
