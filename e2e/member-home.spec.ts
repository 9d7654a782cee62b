// Issue 28, what members see of their membership: staff are never asked to subscribe, a member
// covered for months is asked for nothing and told so on /subscribe (renewing early adds to the
// end), 'Criar evento' only for those who may create events, and 'Assinar' beside the disabled
// 'ASSINATURA NECESSÁRIA'.
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, test } from './fixtures.js';

const DAY_MS = 86_400_000;
const ddmmyyyy = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'Europe/Dublin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** An approved listing by the admin (admin listings go live at once): a contact button to look at. */
async function adminListing(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({ baseURL });
  try {
    expect(
      (await ctx.request.post('/api/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status(),
    ).toBe(200);
    const upload = await ctx.request.post('/api/upload', {
      multipart: { images: { name: 'bag.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const title = `Bag térmica ${Date.now().toString(36)}`;
    const created = await ctx.request.post('/api/marketplace', {
      data: {
        title,
        description: 'Bag em ótimo estado.',
        type: 'venda',
        category: 'equipamentos',
        price: '25',
        whatsapp: '+353 83 123 4567',
        imageUrls: (await upload.json()).paths,
        coverImageIndex: 0,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return title;
  } finally {
    await ctx.close();
  }
}

async function memberHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('member-home-home')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ações rápidas' })).toBeVisible();
}

for (const who of ['admin', 'superAdmin'] as const) {
  test(`${who}: the member home asks for no subscription, locks nothing and leads to event creation`, async ({
    page,
  }) => {
    await loginAs(page, DEMO[who], DEMO_PASSWORD);
    await memberHome(page);
    await expect(page.getByText('Sua assinatura não está ativa')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Assinar Agora' })).toHaveCount(0);
    await expect(page.getByText('Ativar assinatura')).toHaveCount(0);
    await expect(page.getByTitle('Requer assinatura ativa')).toHaveCount(0);
    await expect(page.getByText('Ações com cadeado exigem assinatura ativa.')).toHaveCount(0);
    const main = page.getByTestId('member-home-home');
    await expect(main.getByRole('link', { name: 'Mensagens' }).first()).toBeVisible();
    await main.getByRole('link', { name: 'Criar evento' }).first().click();
    await expect(page).toHaveURL(/\/events\/create$/);
    await expect(page.getByText('Acesso Restrito')).toHaveCount(0);
    await expect(page.getByLabel(/Título/).first()).toBeVisible();
  });
}

test("a subscriber's member home has no 'Criar evento' (only administrators create events)", async ({ page }) => {
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await memberHome(page);
  await expect(page.getByTestId('payments-section')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar evento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Criar evento/ })).toHaveCount(0);
});

test('a member granted a year: no prompt to subscribe; /subscribe says so, and renewing early adds a month to the end', async ({
  page,
  browser,
  baseURL,
  newMember,
}) => {
  const admin = await browser.newContext({ baseURL });
  try {
    expect(
      (await admin.request.post('/api/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status(),
    ).toBe(200);
    const granted = await admin.request.post(`/api/admin/users/${newMember.id}/activate-subscription`);
    expect(granted.status(), await granted.text()).toBe(200);
  } finally {
    await admin.close();
  }
  const before = (await (await page.request.get('/api/user')).json()) as { subscriptionEnd: string };
  expect(Date.parse(before.subscriptionEnd)).toBeGreaterThan(Date.now() + 300 * DAY_MS);
  const until = ddmmyyyy(before.subscriptionEnd);

  await memberHome(page);
  const section = page.getByTestId('payments-section');
  await expect(section.getByTestId('subscription-end')).toHaveText(until);
  await expect(page.getByRole('link', { name: 'Assinar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Renovar/ })).toHaveCount(0);
  await expect(page.getByText('Ativar assinatura')).toHaveCount(0);
  await expect(page.getByText('Sua assinatura não está ativa')).toHaveCount(0);

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: `Você já é membro até ${until}` })).toBeVisible();
  await expect(page.getByTestId('demo-checkout')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Simular pagamento aprovado' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Renovar antecipadamente' }).click();
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(page).toHaveURL(/\/payment-success\?demo_status=succeeded/);
  const after = (await (await page.request.get('/api/user')).json()) as { subscriptionEnd: string };
  const expected = new Date(before.subscriptionEnd);
  expected.setUTCMonth(expected.getUTCMonth() + 1);
  expect(Math.abs(Date.parse(after.subscriptionEnd) - expected.getTime())).toBeLessThan(60_000);
});

test("a member without a subscription sees 'Assinar' beside the disabled 'ASSINATURA NECESSÁRIA'", async ({
  page,
  browser,
  baseURL,
  newMember: _,
}) => {
  const title = await adminListing(browser, baseURL!);
  await page.goto('/marketplace');
  const card = page.getByTestId('item-card').filter({ hasText: title });
  await expect(card.getByRole('button', { name: 'ASSINATURA NECESSÁRIA' })).toBeDisabled();
  const subscribe = card.getByRole('link', { name: 'Assinar', exact: true });
  await expect(subscribe).toBeVisible();
  // Beside it, inside the card.
  const [cardBox, linkBox] = [await card.boundingBox(), await subscribe.boundingBox()];
  expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  await subscribe.click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Assinar a Comunidade' })).toBeVisible();
});
