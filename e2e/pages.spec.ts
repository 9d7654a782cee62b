// Issue 16 (titles, the community group link, help pages) and issue 15 (privacy and terms in pt-BR),
// as a visitor and an admin see them.
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

const SITE = 'Comunidade Entregadores Dublin';

test('every page names itself in the browser tab, also after moving inside the app', async ({ page }) => {
  for (const [path, title] of [
    ['/', SITE],
    ['/marketplace', `Marketplace · ${SITE}`],
    ['/events', `Eventos · ${SITE}`],
    ['/account-rental', `Aluguel de Contas · ${SITE}`],
    ['/login', `Entrar · ${SITE}`],
    ['/be-partner', `Seja Parceiro · ${SITE}`],
    ['/ajuda', `Central de Ajuda · ${SITE}`],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // Client-side navigation (no new HTML from the server): the page sets its own title.
  // The footer's links, followed by the router (a click on the link itself: no scrolling to the footer).
  const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name });
  await footerLink('Termos de Uso').evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/termos$/);
  await expect(page).toHaveTitle(`Termos de Uso · ${SITE}`);
  await footerLink('Central de Ajuda').evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/ajuda$/);
  await expect(page).toHaveTitle(`Central de Ajuda · ${SITE}`);
});

test('contact, help, terms and privacy are real pt-BR pages; the English addresses lead to them', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
  await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/353830000000\?text=/);
  await expect(page.getByRole('heading', { name: 'Seu nome está em um alerta da comunidade?' })).toBeVisible();
  await expect(page.getByLabel('Nome da empresa')).toBeVisible(); // the partner form

  await page.goto('/ajuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeVisible();
  for (const topic of ['Assinatura', 'Pagamentos', 'Anúncios no marketplace', 'Aluguel de contas', 'Segurança']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }

  await page.goto('/terms');
  await expect(page).toHaveURL(/\/termos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByText('404')).toHaveCount(0);

  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  await expect(page.getByText('não mostramos aviso de cookies')).toBeVisible();
  await expect(page.getByText('Baixar meus dados', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Data Protection Commission', { exact: false })).toBeVisible();
  // Nothing wider than the screen: readable at 390 px without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the registration checkbox links to the terms and the privacy policy', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'termos de uso', exact: true })).toHaveAttribute('href', '/termos');
  await expect(page.getByRole('link', { name: 'política de privacidade', exact: true })).toHaveAttribute(
    'href',
    '/privacidade',
  );
});

test('the community group invitation is hidden while the group link (community_whatsapp_url) is empty and shown once an admin sets it', async ({
  page,
  browser,
}) => {
  const invite = 'https://chat.whatsapp.com/GrupoDemo123';
  // The visitor in a browser of their own; routing the site config turns its HTTP cache off, so a reload reads the new value.
  const visitor = await browser.newPage();
  await visitor.route('**/api/site-config', (route) => route.continue());
  await visitor.goto('/');
  await expect(visitor.getByTestId('landing-hero')).toBeVisible();
  await expect(visitor.getByTestId('landing-community')).toHaveCount(0);

  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  try {
    await page.goto('/admin?tab=site-config');
    const row = page.getByTestId('site-config-row').filter({ hasText: 'Grupo da comunidade no WhatsApp' });
    const field = row.getByRole('textbox', { name: 'Grupo da comunidade no WhatsApp' });
    await field.fill('https://example.com/grupo');
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(row.getByRole('alert')).toContainText('https://chat.whatsapp.com/');
    await field.fill(invite);
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(row.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(field).toHaveValue(invite);

    await visitor.reload();
    const cta = visitor.getByTestId('landing-community');
    await expect(cta).toBeVisible();
    await expect(cta.getByRole('link', { name: 'Entrar no grupo' })).toHaveAttribute('href', invite);
  } finally {
    // Other specs share the database: leave the link empty as it was.
    const res = await page.request.put('/api/admin/site-config/community_whatsapp_url', { data: { value: '' } });
    expect(res.status()).toBe(200);
    await visitor.context().close();
  }
});
