import { authenticator } from 'otplib';
import { expect } from 'vitest';
import type { RecoveryCodes, TwoFactorSetup } from '../../contract/two-factor.js';
import type { TestApp } from './app.js';
import { sessionCookieOf } from './app.js';

/**
 * The code an authenticator app shows `steps` 30-second steps from now (the server accepts the step
 * before, this one and the next, each once: a test that signs in twice uses 0 then 1).
 */
export function totpCode(secret: string, steps = 0): string {
  return authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
}

export async function post(t: TestApp, url: string, cookie: string | undefined, payload?: object, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Setup and confirmation with the current code: the secret and the ten recovery codes. */
export async function enableTwoFactor(t: TestApp, cookie: string) {
  const setup = await post(t, '/api/two-factor/setup', cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const confirmed = await post(t, '/api/two-factor/confirm', cookie, { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<RecoveryCodes>().recoveryCodes };
}

/** The password step: with two-factor on, 202 and the second step's token (no cookie). */
export async function passwordStep(t: TestApp, email: string, password: string, ip?: string) {
  const res = await post(t, '/api/login', undefined, { email, password }, ip);
  expect(res.statusCode, res.body).toBe(202);
  expect(sessionCookieOf(res)).toBeUndefined();
  return res.json<{ twoFactorRequired: true; token: string }>().token;
}

export const codeStep = (t: TestApp, token: string, code: string, ip?: string) =>
  post(t, '/api/login/two-factor', undefined, { token, code }, ip);
