// Issue 30: /settings lists the member's sessions; 'Encerrar' signs another browser out.
import { expect, test } from './fixtures.js';

test('a member ends the session of another browser from /settings', async ({ page, browser, baseURL, newMember }) => {
  // A second browser (its own cookies) signed in to the same account.
  const other = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  });
  const login = await other.request.post('/api/login', {
    data: { email: newMember.email, password: newMember.password },
  });
  expect(login.status()).toBe(200);
  expect((await other.request.get('/api/user')).status()).toBe(200);

  await page.goto('/settings');
  const card = page.getByTestId('sessions-card');
  const rows = card.getByTestId('session-row');
  // The card is its own chunk, loaded after the page: on a busy machine it takes a while.
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.filter({ hasText: 'Esta sessão' })).toHaveCount(1);
  const firefox = rows.filter({ hasText: 'Firefox 127 · Windows' });
  await expect(firefox).toContainText('Último uso');
  await firefox.getByRole('button', { name: /^Encerrar/ }).click();
  await expect(page.getByText('Sessão encerrada.').first()).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Esta sessão');
  await expect(card.getByRole('button', { name: 'Encerrar todas as outras' })).toHaveCount(0);

  // The other browser is signed out; this one is not.
  expect((await other.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await other.close();
});
