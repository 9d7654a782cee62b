// Issue 36, decision 058: the app in English and Spanish. Each page below is opened in each language
// at both sizes: the page's <html lang>, its own words in that language (read from the catalogues,
// so a translation can change without this test), none of the pt-BR ones, and axe-core at 0 serious
// or critical issues. Then the switch: a visitor's in the footer, a member's in the header's menu,
// and the member's choice brought back by a sign-in on another browser.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { Lang } from '../src/contract/i18n.js';
import { catalogueLookup, loadCatalogue, type Translated } from '../src/server/i18n/catalogues.js';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  finishAnimations,
  loginAs,
  PNG,
  registerMember,
  scrollLanding,
  test,
} from './fixtures.js';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
test.use({ bypassCSP: true });

const catalogues = { en: loadCatalogue('en'), es: loadCatalogue('es') };
/** `pt` as the build of `lang` shows it in a module of `domain` (src/web/<domain>/). */
function tr(lang: Translated, domain: string, pt: string): string {
  const text = catalogueLookup(catalogues[lang], `/src/web/${domain}/x.tsx`)(pt);
  if (!text) throw new Error(`no ${lang} text for '${pt}'`);
  return text;
}

const ITEM_TITLE = 'Capacete usado (idiomas)';

/** An approved item (the e2e database holds the demo accounts only): Ana's, approved by the admin, once per run. */
async function approvedItem(page: Page): Promise<number> {
  const found = (await (await page.request.get(`/api/marketplace?q=${encodeURIComponent(ITEM_TITLE)}`)).json()) as {
    items: { id: number; title: string }[];
  };
  const existing = found.items.find((i) => i.title === ITEM_TITLE);
  if (existing) return existing.id;
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    await loginAs(await other.newPage(), DEMO.subscriber, DEMO_PASSWORD);
    const upload = await other.request.post('/api/upload', {
      multipart: { images: { name: 'capacete.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);
    const { paths } = (await upload.json()) as { paths: string[] };
    const created = await other.request.post('/api/marketplace', {
      data: {
        title: ITEM_TITLE,
        description: 'Capacete em bom estado, tamanho M.',
        type: 'venda',
        category: 'equipamentos',
        price: '20',
        whatsapp: '+353 83 765 4321',
        imageUrls: paths,
        coverImageIndex: 0,
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const id = ((await created.json()) as { item: { id: number } }).item.id;
    await other.request.post('/api/logout');
    await loginAs(await other.newPage(), DEMO.admin, DEMO_PASSWORD);
    const approved = await other.request.post(`/api/admin/marketplace/${id}/approve`);
    expect(approved.status(), await approved.text()).toBeLessThan(300);
    return id;
  } finally {
    await other.close();
  }
}

async function chooseLanguage(context: BrowserContext, baseURL: string | undefined, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
}

async function axeSerious(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await finishAnimations(page); // half-way through a fade-in, text is paler than it will be
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the injected script defines.
    const axe = (window as any).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return (r.violations as { id: string; impact: string; nodes: { html: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  });
}

/** The page speaks `lang`: <html lang>, the words given in it, none of their pt-BR, and axe is clean. */
async function expectPage(page: Page, lang: Translated, words: [domain: string, pt: string][]) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const [domain, pt] of words) {
    const text = tr(lang, domain, pt);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    if (text !== pt) await expect(page.getByText(pt, { exact: true })).toHaveCount(0);
  }
  expect.soft(await axeSerious(page), `axe in ${lang} on ${page.url()}`).toEqual([]);
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'Spanish'}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL, lang));

    test('the landing, the marketplace and an item, as a visitor', async ({ page }) => {
      await page.goto('/');
      await scrollLanding(page);
      // The launch banner fades in 1 s after the page opens: measured half-faded, its contrast would be wrong.
      await expect(page.getByTestId('launch-banner')).toHaveCSS('opacity', '1');
      await expectPage(page, lang, [['app', 'Links rápidos']]);
      await expect(page).toHaveTitle(/.+/);

      await page.goto('/marketplace');
      await expectPage(page, lang, [
        ['marketplace', 'Compre, venda, troque e doe equipamentos com outros entregadores'],
      ]);
      await page.goto(`/marketplace/${await approvedItem(page)}`);
      await expect(page.getByRole('heading', { name: ITEM_TITLE })).toBeVisible();
      await expectPage(page, lang, [['app', 'Links rápidos']]);
    });

    test('the map with its report form, as a member', async ({ page }) => {
      await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
      await page.goto('/dangerous-areas');
      await expectPage(page, lang, [
        ['safety-reports', 'Áreas Perigosas - Dublin'],
        ['safety-reports', 'Tipo de incidente'],
      ]);
    });

    test('the subscription page', async ({ page }) => {
      await loginAs(page, DEMO.member, DEMO_PASSWORD);
      await page.goto('/subscribe');
      await expectPage(page, lang, [['subscriptions', 'Assinar a Comunidade']]);
    });

    test('the terms and the privacy page say that the Portuguese text binds', async ({ page }) => {
      for (const path of ['/termos', '/privacidade']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const note = tr(
          lang,
          'app',
          'Esta é uma tradução. O texto em português é o que vale; em caso de diferença, ele prevalece.',
        );
        await expect(page.getByRole('note')).toHaveText(note);
      }
    });

    test('the admin panel', async ({ page }) => {
      await loginAs(page, DEMO.admin, DEMO_PASSWORD);
      await page.goto('/admin');
      await expectPage(page, lang, [['admin', 'Painel Administrativo']]);
    });
  });
}

test('a visitor switches language in the footer; the choice stays for the next page', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByText(tr('es', 'marketplace', 'Compre, venda, troque e doe equipamentos com outros entregadores')),
  ).toBeVisible();
  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await footer.getByRole('link', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test("a member's choice in the header's menu follows them to a sign-in on another browser", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  test.slow(); // two browsers and two page loads in a new language
  const tag = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const member = await registerMember(page, 'Lucia', tag, 'languages');
  await loginAs(page, member.email, member.password);
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: /Abrir menu/ }).click();
  else await page.getByRole('button', { name: /menu da conta/ }).click();
  await page
    .getByRole(isMobile ? 'dialog' : 'menu')
    .getByRole(isMobile ? 'button' : 'menuitem', { name: 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Another browser: Portuguese by its Accept-Language, no cookie. Signing in brings English back.
  const other = await browser.newContext({ locale: 'pt-BR', baseURL, viewport: page.viewportSize()! });
  const second = await other.newPage();
  await second.goto('/login');
  await expect(second.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await second.getByLabel('Email').fill(member.email);
  await second.getByLabel('Senha', { exact: true }).fill(member.password);
  await second.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  expect((await other.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await other.close();
});
