// Issue 30: the account mails through the real UI, read from a local SMTP server this spec runs on
// the port the e2e server sends to (playwright.config.ts: SMTP_URL).
import { mailPaths } from '../src/contract/mail.js';
import { unsubscribeKeyOf, unsubscribeMac } from '../src/server/mail/mail.service.js';
import { type LocalSmtp, linkIn, startSmtp } from '../src/server/test/smtp.js';
import { expect, loginAs, registerMember, test } from './fixtures.js';
import { e2eServer } from './servers.js';

let smtp: LocalSmtp;
// Each test walks a whole flow (two or three pages, a mail, argon2 twice) on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  // Where this worker's server sends its mail (e2e/servers.ts).
  smtp = await startSmtp(e2eServer(testInfo.parallelIndex).smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** The link of the mail to `to` that leads to `path`, as the app's own address. */
async function linkFrom(to: string, subject: RegExp, path: string) {
  const mail = await smtp.waitFor(to, subject, 15_000);
  const url = new URL(linkIn(mail, path));
  return `${url.pathname}${url.search}`;
}

test('register → the verification mail arrives → its link confirms the address', async ({ page }, testInfo) => {
  const email = `e2e-mail-${Date.now().toString(36)}-${testInfo.project.name}@example.test`;
  const password = 'senha-segura-123';
  await page.goto('/register');
  await page.getByLabel('Nome', { exact: true }).fill('Lia');
  await page.getByLabel('Sobrenome', { exact: true }).fill('Correio');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telefone').fill('+353 83 765 4321');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('checkbox', { name: /aceito os termos de uso/ }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // The spec's flow stays: signed in, /dashboard after 1.5 s; the banner asks for the confirmation.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const banner = page.getByRole('region', { name: 'Confirme seu email' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(email);

  const link = await linkFrom(email, /Confirme seu email/, mailPaths.verify);
  await page.goto(link);
  // A loaded machine: the page's chunk, then the one request.
  await expect(page.getByText('Email confirmado. Obrigado!')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Lia!' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The same link again: why it does not work, and no 500.
  await page.goto(link);
  await expect(page.getByText('Este link já foi usado. Se precisar, peça um novo.')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('used-link.png') });
});

test('forgot password end to end: the mail, a new password, the old link spent', async ({ page }, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const m = await registerMember(page, 'Rita', tag, 'mail');
  await page.goto('/login');
  await page.getByLabel('Email').fill(m.email);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/conta\/esqueci-senha/);
  await expect(page.getByLabel('Email da sua conta')).toHaveValue(m.email);
  // WhatsApp to the administrator stays as the second way.
  await expect(page.getByRole('button', { name: 'Falar com o administrador no WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se existir uma conta com esse email, enviamos um link/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('forgot-sent.png') });

  const link = await linkFrom(m.email, /Criar uma nova senha/, mailPaths.reset);
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('minha-nova-senha');
  await page.getByLabel('Confirme a nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('minha-nova-senha');
  await page.screenshot({ path: testInfo.outputPath('new-password.png') });
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha alterada. Entre com a nova senha.', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Senha', { exact: true }).fill('minha-nova-senha');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Rita!' })).toBeVisible();
  await smtp.waitFor(m.email, /Sua senha foi alterada/, 15_000);

  // The link is spent: the page says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha');
  await page.getByLabel('Confirme a nova senha').fill('mais-uma-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Este link já foi usado. Se precisar, peça um novo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
});

test('the unsubscribe link of a digest works signed out: a question, one button, the email column off', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const m = await registerMember(page, 'Tina', tag, 'unsub');
  await loginAs(page, m.email, m.password);
  const put = await page.request.put('/api/notifications/preferences', {
    data: { pushOff: [], quietHours: { enabled: true, start: '23:00', end: '07:00' }, emailOn: ['message-received'] },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.request.post('/api/logout');
  // The digest's link, as the server signs it (playwright.config.ts: SESSION_SECRET).
  const key = unsubscribeKeyOf('e2e-only-session-secret-0123456789abcdef');
  const token = `${m.id}.${unsubscribeMac(key, m.id).toString('base64url')}`;
  await page.goto(`${mailPaths.unsubscribe}?token=${token}`);
  await expect(page.getByText('Quer parar de receber o resumo diário')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('unsubscribe.png') });
  await page.getByRole('button', { name: 'Cancelar estes emails' }).click();
  await expect(page.getByText('Pronto: você não vai mais receber estes emails.')).toBeVisible();
  // A tampered link says why (pt-BR), never a 500.
  await page.goto(`${mailPaths.unsubscribe}?token=${m.id}.${'A'.repeat(24)}`);
  await expect(page.getByText('Este link de cancelamento não é válido.', { exact: false })).toBeVisible({
    timeout: 15_000,
  });
});
