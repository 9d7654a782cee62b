// Proves the pipeline end to end: the built server starts on a fresh database and the fixtures work.
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

test('the server answers /healthz', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('newMember is registered and signed in', async ({ page, newMember }) => {
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: newMember.email, isAdmin: false });
});

test('loginAs signs in a demo account', async ({ page }) => {
  const user = await loginAs(page, DEMO.superAdmin, DEMO_PASSWORD);
  expect(user).toMatchObject({ isAdmin: true, isSuperAdmin: true });
});
