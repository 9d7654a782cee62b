import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPaths, mailMessages as msg } from '../../contract/mail.js';
import { call, setUser, userRow } from '../test/admin.js';
import { appWithEnv, createTestApp, injectWithLogin, registerUser, type TestApp, uniqueEmail } from '../test/app.js';
import { expireTokens, outboxFor, sendMails } from '../test/mail.js';
import { type LocalSmtp, startSmtp, tokenIn } from '../test/smtp.js';

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

const forgot = (app: TestApp, email: string) => call(app, 'POST', '/api/mail/forgot-password', undefined, { email });
const reset = (token: string, password: string) =>
  call(t, 'POST', '/api/mail/reset-password', undefined, { token, password });

/** A member who asked for a new password; the reset mail as it arrived. */
async function asked() {
  const r = await registerUser(t.app, { firstName: 'Bia' });
  const res = await forgot(t, r.email.toUpperCase());
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(msg.forgotSent);
  await sendMails(t);
  const mail = await smtp.waitFor(r.email, /Criar uma nova senha/);
  return { ...r, mail, token: tokenIn(mail, mailPaths.reset) };
}

describe('forgot password', () => {
  it('answers the same words for an unknown address, and mails nothing', async () => {
    const nobody = uniqueEmail('ninguem');
    const res = await forgot(t, nobody);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(msg.forgotSent);
    expect(await outboxFor(t, nobody)).toHaveLength(0);
    const bad = await forgot(t, 'não é email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Email inválido');
  });

  it('the link (1 h) sets a new password once; every session ends; a notice goes out', async () => {
    const { user, email, password, mail, token } = await asked();
    expect(mail.text).toContain('1 hora');
    expect(mail.text).toContain('https://comunidade.test/conta/nova-senha?token=');
    const cookieA = await injectWithLogin(t.app, email, password);
    const cookieB = await injectWithLogin(t.app, email, password);

    const ok = await reset(token, 'nova-senha-segura');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(msg.passwordChanged);
    for (const cookie of [cookieA, cookieB]) expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(401);
    const old = await call(t, 'POST', '/api/login', undefined, { email, password });
    expect(old.statusCode).toBe(401);
    await injectWithLogin(t.app, email, 'nova-senha-segura');
    // The link came to the mailbox: the address counts as confirmed.
    expect((await userRow(t, user.id))!.emailVerifiedAt).toBeInstanceOf(Date);

    await sendMails(t);
    const notice = await smtp.waitFor(email, /Sua senha foi alterada/);
    expect(notice.text).toContain('encerramos todas as sessões');

    const twice = await reset(token, 'outra-senha-123');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(msg.tokenUsed);
  });

  it('an older link dies with the change; an expired one and a made-up one say why', async () => {
    const a = await asked();
    await forgot(t, a.email);
    await sendMails(t);
    const second = smtp.to(a.email).filter((m) => /Criar uma nova senha/.test(m.subject));
    expect(second).toHaveLength(2);
    const newer = tokenIn(second[1]!, mailPaths.reset);
    expect((await reset(newer, 'senha-nova-1')).statusCode).toBe(200);
    const older = await reset(a.token, 'senha-nova-2');
    expect(older.json().message).toBe(msg.tokenUsed);

    const b = await asked();
    await expireTokens(t, b.user.id);
    const late = await reset(b.token, 'senha-nova-3');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(msg.tokenExpired);
    await injectWithLogin(t.app, b.email, b.password);

    const fake = await reset('y'.repeat(43), 'senha-nova-4');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(msg.tokenInvalid);
    const short = await reset(b.token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Senha deve ter pelo menos 6 caracteres');
  });

  it('two resets with one link at once: exactly one changes the password', async () => {
    const { token } = await asked();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => reset(token, `senha-paralela-${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('a deactivated account gets no mail, with the same answer', async () => {
    const r = await registerUser(t.app);
    await setUser(t, r.user.id, { isActive: false });
    const res = await forgot(t, r.email);
    expect(res.json().message).toBe(msg.forgotSent);
    expect((await outboxFor(t, r.email)).filter((m) => m.kind === 'reset-password')).toHaveLength(0);
  });
});

describe('forgot password limits (bursts)', () => {
  it('per address: a burst of 10 makes at most 3 mails, every answer the same words', async () => {
    const a = await appWithEnv(t, { FORGOT_PASSWORD_MAX_PER_EMAIL: '3', SMTP_URL: smtp.url });
    const r = await registerUser(a.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgot(a, r.email)));
    expect(answers.every((x) => x.statusCode === 200 && x.json().message === msg.forgotSent)).toBe(true);
    expect((await outboxFor(a, r.email)).filter((m) => m.kind === 'reset-password')).toHaveLength(3);
  });

  it('per IP: a burst of 12 over many addresses gets 5 through and 429 for the rest', async () => {
    const a = await appWithEnv(t, { FORGOT_PASSWORD_MAX_PER_IP: '5', SMTP_URL: smtp.url });
    // A fresh client address for this test's counters.
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        a.app.inject({
          method: 'POST',
          url: '/api/mail/forgot-password',
          payload: { email: uniqueEmail() },
          remoteAddress: ip,
        }),
      ),
    );
    const codes = answers.map((x) => x.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const refused = answers.find((x) => x.statusCode === 429)!;
    expect(refused.json().message).toMatch(/Muitas/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
