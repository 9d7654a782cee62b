// Issue 16, navigation and layout: the header holds on one line at every width from 320 to 1920 px
// with some navigation always on screen; visitors find 'Entrar' in the phone bar; the admin's
// section picker keeps the pending count beside Parceiros only; 'Pagamentos' reaches the payments;
// admins are never asked to subscribe.
import type { Page } from '@playwright/test';
import type { CurrentUser } from '../src/contract/users.js';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

const step = (from: number, to: number, by: number) =>
  Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, i) => from + i * by);
// Every 40 px from 320 to 1920, plus the edges of the breakpoints the issue names. The phone
// project walks the phone and tablet widths, the desktop project the rest: together, all of them.
const ALL_WIDTHS = [...new Set([...step(320, 1920, 40), 1023, 1024, 1279, 1280, 1440, 1920])].sort((a, b) => a - b);
const widthsFor = (project: string) => ALL_WIDTHS.filter((w) => (project === 'phone' ? w < 1024 : w >= 1024));

/** What is wrong with the header at the current width: empty when it is on one line with navigation. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element | null): el is HTMLElement =>
      !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const header = document.querySelector('header');
    const row = header?.firstElementChild as HTMLElement | null;
    if (!header || !row) return ['no header'];
    const width = document.documentElement.clientWidth;
    // h-16 plus its bottom border: a second line of anything makes it taller.
    const height = header.getBoundingClientRect().height;
    if (height > 66) problems.push(`header is ${height}px tall`);
    if (row.scrollWidth > row.clientWidth + 1)
      problems.push(`header row overflows (${row.scrollWidth} > ${row.clientWidth})`);
    for (const el of row.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > width + 1 || r.left < -1)) {
        problems.push(
          `${el.tagName} '${el.textContent?.trim().slice(0, 30)}' is off screen (${Math.round(r.left)}–${Math.round(r.right)})`,
        );
        break;
      }
    }
    const nav = header.querySelector('nav[aria-label="Principal"]');
    const menuButton = header.querySelector('button[aria-haspopup="dialog"]'); // 'Abrir menu', named by its content
    if (!shown(nav) && !shown(menuButton)) problems.push('no navigation: neither the links nor the menu button');
    if (shown(nav)) {
      const links = [...nav.querySelectorAll('a')];
      const first = links[0];
      const last = links.at(-1);
      if (!first || !last) return [...problems, 'navigation without links'];
      const oneLine = first.getBoundingClientRect().height; // 'Início': one word, one line
      for (const a of links) {
        const r = a.getBoundingClientRect();
        if (r.height > oneLine + 1)
          problems.push(`'${a.textContent}' wraps (${r.height}px tall, one line is ${oneLine}px)`);
        if (r.right > nav.getBoundingClientRect().right + 1)
          problems.push(`'${a.textContent}' overflows the navigation`);
      }
      const next = nav.nextElementSibling;
      if (next && last.getBoundingClientRect().right > next.getBoundingClientRect().left + 1)
        problems.push('the links run under the account area');
    }
    return problems;
  });
}

async function walkWidths(page: Page, project: string, label: string) {
  const failures: string[] = [];
  for (const width of widthsFor(project)) {
    await page.setViewportSize({ width, height: 800 });
    // Layout settles in the next frame after a resize.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const p of await headerProblems(page)) failures.push(`${label} at ${width}px: ${p}`);
  }
  expect(failures).toEqual([]);
}

test.describe('the header fits on one line at every width, with navigation', () => {
  test('visitor', async ({ page }, testInfo) => {
    test.slow(); // three pages, each at some twenty widths
    // Visitors are sent on from /dashboard (to /login) and /admin (home) after a moment: the next
    // page is opened only once that has happened, or the two navigations would race.
    for (const [path, then] of [
      ['/', /\/$/],
      ['/dashboard', /\/login$/],
      ['/admin', /\/$/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
      await walkWidths(page, testInfo.project.name, `visitor on ${path}`);
      await expect(page).toHaveURL(then);
    }
  });

  for (const who of ['member', 'admin'] as const) {
    test(who, async ({ page }, testInfo) => {
      test.slow(); // three pages, each at some twenty widths
      // Unread messages put the badge beside 'Mensagens' (two digits for the admin): it must fit too.
      const admin = await loginAs(page, DEMO.admin, DEMO_PASSWORD);
      const ana = await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
      for (let i = 0; i < 9; i++) await send(page, admin, `Olá admin ${i}`);
      await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
      await send(page, admin, 'Olá admin');
      await send(page, ana, 'Olá Ana');
      await loginAs(page, who === 'admin' ? DEMO.admin : DEMO.subscriber, DEMO_PASSWORD);

      for (const path of ['/', '/dashboard', '/admin']) {
        await page.setViewportSize({ width: 1440, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Principal' }).getByTestId('unread-badge')).toHaveText(
          who === 'admin' ? /^[1-9]\d/ : /^[1-9]/,
        );
        await walkWidths(page, testInfo.project.name, `${who} on ${path}`);
      }
    });
  }
});

async function send(page: Page, to: CurrentUser, content: string) {
  const res = await page.request.post('/api/messages', { data: { receiverId: to.id, content } });
  expect(res.status(), await res.text()).toBe(201);
}

test('a visitor finds Entrar in the bar, beside the menu button', async ({ page, isMobile }) => {
  await page.goto('/');
  const bar = page.locator('header');
  await expect(bar.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', '/login');
  // Phones: Cadastrar stays in the menu; the desktop bar shows both.
  await expect(bar.getByRole('link', { name: 'Cadastrar', exact: true })).toBeVisible({ visible: !isMobile });
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(bar.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await bar.getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin section picker shows the pending count beside Parceiros only', async ({ page }) => {
  const company = `Oficina layout ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/partner-applications', {
    data: {
      companyName: company,
      contactName: 'Marta Silva',
      email: 'marta@example.test',
      phone: '+353 86 555 1234',
      message: 'Queremos oferecer desconto aos membros da comunidade.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const pending = (
    (await (await page.request.get('/api/admin/partner-applications/pending-count')).json()) as { count: number }
  ).count;
  expect(pending).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin?tab=users');
  const picker = page.getByRole('button', { name: /^Seções do painel/ });
  // Other sections may have something pending too (a report from another spec): listed after Parceiros.
  await expect(picker).toHaveAccessibleName(
    new RegExp(
      `^Seções do painel: Usuários \\(${pending} ${pending === 1 ? 'pendente' : 'pendentes'} em Parceiros(, \\d+ pendentes? em [^)]+)?\\)$`,
    ),
  );
  // Beside 'Usuários' no number; a dot on the menu icon says something inside is pending.
  await expect(picker).toHaveText('Usuários');
  await expect(picker.getByTestId('admin-pending-dot')).toBeVisible();
  await picker.click();
  const menu = page.getByRole('dialog', { name: 'Painel Administrativo' });
  await expect(
    menu.getByRole('button', { name: `Parceiros ${pending} ${pending === 1 ? 'pendente' : 'pendentes'}`, exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Usuários', exact: true })).toBeVisible();
  await menu
    .getByRole('button', { name: `Parceiros ${pending} ${pending === 1 ? 'pendente' : 'pendentes'}`, exact: true })
    .click();
  await expect(menu).toBeHidden();
  // On Parceiros the count is beside its own name.
  await expect(picker).toHaveText(`Parceiros ${pending} ${pending === 1 ? 'pendente' : 'pendentes'}`);
  // The dot stays only while another section has something pending (its count is in the name).
  const othersPending = (await picker.getAttribute('aria-label'))!.includes('(');
  await expect(picker.getByTestId('admin-pending-dot')).toHaveCount(othersPending ? 1 : 0);
});

test('the Pagamentos quick action reaches the payments section', async ({ page }) => {
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 700 });
  for (const start of ['/', '/dashboard']) {
    await page.goto(start);
    const payments = page.getByTestId('payments-section');
    await expect(payments).toBeVisible();
    const action = page.getByRole('link', { name: 'Pagamentos', exact: true });
    await expect(action).toHaveAttribute('href', '/dashboard#pagamentos');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(payments).not.toBeInViewport();
    await action.click();
    await expect(page).toHaveURL(/\/dashboard#pagamentos$/);
    await expect(payments.getByRole('heading', { name: 'Pagamentos' })).toBeInViewport();
    // …and not under the sticky header (64 px) once the smooth scroll has ended.
    await expect.poll(async () => Math.round((await payments.boundingBox())?.y ?? 0)).toBe(80);
  }
  // Opened directly (a bookmark, a reload): the same place.
  await page.goto('/dashboard#pagamentos');
  await expect(page.getByTestId('payments-section').getByRole('heading', { name: 'Pagamentos' })).toBeInViewport();
});

test('admins are never offered Assinar Agora in their menus; a member without a subscription is', async ({
  page,
  isMobile,
}) => {
  const openMenu = async () => {
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    }
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    return page.getByRole('menu');
  };
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/dashboard');
  let menu = await openMenu();
  await expect(menu.getByText('Painel Admin')).toBeVisible();
  await expect(menu.getByText('Configurações')).toBeVisible();
  await expect(menu.getByText('Assinar Agora')).toHaveCount(0);

  await page.request.post('/api/logout');
  await loginAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/dashboard');
  menu = await openMenu();
  await expect(menu.getByText('Assinar Agora')).toBeVisible();
  await expect(menu.getByText('Painel Admin')).toHaveCount(0);
});
