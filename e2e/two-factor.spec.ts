// Issue 30: an administrator turns two-factor sign-in on in /settings and signs in with a code
// computed here, as an authenticator app would (otplib), then opens the panel.
import { authenticator } from 'otplib';
import { DEMO, DEMO_PASSWORD, expect, registerMember, test } from './fixtures.js';

/** The code an app shows `steps` 30-second steps from now (each step's code is accepted once). */
const codeFor = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

test('an administrator turns two-factor on, keeps the recovery codes, and signs in with a code', async ({
  page,
  request,
}, testInfo) => {
  // Two sign-ins through the form, the settings page and the panel: longer than one page's test.
  test.setTimeout(90_000);
  // A new administrator (the demo ones stay without it, for the other specs).
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const admin = await registerMember(page, 'Gestora', tag, '2fa');
  expect(
    (await request.post('/api/login', { data: { email: DEMO.superAdmin, password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  expect((await request.post(`/api/admin/users/${admin.id}/make-admin`)).status()).toBe(200);

  const signInForm = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  };
  await signInForm();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click({ timeout: 15_000 });
  await expect(card.getByTestId('two-factor-qr')).toBeVisible({ timeout: 15_000 });
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel('Código do app').fill('000000');
  await card.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(card.getByRole('alert')).toContainText('Código incorreto');
  await card.getByLabel('Código do app').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await card.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(card.getByTestId('two-factor-on')).toContainText('Códigos de recuperação restantes: 10');

  // Signed out, the password alone no longer opens a session: the code step comes.
  await page.goto('about:blank');
  await page.request.post('/api/logout');
  await signInForm();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código').fill('111111');
  await page.getByRole('button', { name: 'Verificar e entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Código incorreto');
  await page.getByLabel('Código').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar e entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible({ timeout: 15_000 });
});
