import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerBody, sessionCookieOf, type TestApp } from '../test/app.js';
import { outboxFor, sendMails } from '../test/mail.js';
import { type LocalSmtp, linkIn, startSmtp } from '../test/smtp.js';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const CHROME_ANDROID_NEWER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

let smtp: LocalSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://comunidade.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function signIn(email: string, password: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res)!;
}
const alerts = async (email: string) => (await outboxFor(t, email)).filter((m) => m.kind === 'new-sign-in');

/** Registers from a browser; the web signs in right after (the first sign-in). */
async function registeredFrom(userAgent: string) {
  const body = registerBody({ firstName: 'Bia' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email: body.email, password: body.password };
}

describe('new sign-in alert', () => {
  it('mails the member (pt-BR, browser, system, Dublin time, link to the sessions) once per new browser', async () => {
    const { email, password } = await registeredFrom(CHROME_ANDROID);
    // The first sign-in after registration and the same browser again: no alert.
    await signIn(email, password, CHROME_ANDROID);
    await signIn(email, password, CHROME_ANDROID);
    // A browser update is the same browser.
    await signIn(email, password, CHROME_ANDROID_NEWER);
    expect(await alerts(email)).toHaveLength(0);

    const before = Date.now();
    await signIn(email, password, FIREFOX_WINDOWS);
    expect(await alerts(email)).toHaveLength(1);
    await sendMails(t);
    const mail = await smtp.waitFor(email, /Novo acesso/);
    expect(mail.subject).toBe('Novo acesso à sua conta — Comunidade Entregadores Dublin');
    expect(mail.text).toContain('Olá, Bia!');
    expect(mail.text).toContain('Firefox 127 no Windows');
    expect(mail.text).toContain('(horário de Dublin)');
    const when = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'Europe/Dublin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(before);
    expect(mail.text).toContain(when);
    expect(linkIn(mail, '/settings')).toBe('https://comunidade.test/settings#sessoes');
    // A security mail: always sent, no unsubscribe.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();

    // Known now: no second alert, neither from it nor from the first browser.
    await signIn(email, password, FIREFOX_WINDOWS);
    await signIn(email, password, CHROME_ANDROID);
    expect(await alerts(email)).toHaveLength(0);
    await sendMails(t);
    expect(smtp.to(email).filter((m) => /Novo acesso/.test(m.subject))).toHaveLength(1);
  });

  it('the first sign-in after registration alerts nobody, whatever the browser', async () => {
    const { email, password } = await registeredFrom(CHROME_ANDROID);
    await signIn(email, password, FIREFOX_WINDOWS);
    expect(await alerts(email)).toHaveLength(0);
    // The next new browser does.
    await signIn(email, password, CHROME_ANDROID);
    expect(await alerts(email)).toHaveLength(1);
  });

  it('a burst of sign-ins from one new browser mails one alert', async () => {
    const { email, password } = await registeredFrom(CHROME_ANDROID);
    await signIn(email, password, CHROME_ANDROID);
    await Promise.all(Array.from({ length: 4 }, () => signIn(email, password, FIREFOX_WINDOWS)));
    expect(await alerts(email)).toHaveLength(1);
  });
});
