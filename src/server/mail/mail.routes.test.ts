import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPaths, mailMessages as msg } from '../../contract/mail.js';
import { call, userRow } from '../test/admin.js';
import { createTestApp, injectWithLogin, registerUser, type TestApp, uniqueEmail } from '../test/app.js';
import { expireTokens, outboxFor, sendMails } from '../test/mail.js';
import { type LocalSmtp, linkIn, startSmtp, tokenIn } from '../test/smtp.js';

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

/** Registers, sends the outbox, and returns the verification mail that reached the SMTP server. */
async function registered() {
  const r = await registerUser(t.app, { firstName: 'Ana' });
  await sendMails(t);
  const mail = await smtp.waitFor(r.email, /Confirme seu email/);
  return { ...r, mail };
}

describe('email verification', () => {
  it('mails a pt-BR link (HTML and text, site title) that confirms the address once', async () => {
    const { user, email, password, mail } = await registered();
    expect(mail.subject).toBe('Confirme seu email — Comunidade Entregadores Dublin');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('24 horas');
    expect(mail.html).toContain('Confirmar meu email');
    const link = linkIn(mail, mailPaths.verify);
    expect(link.startsWith('https://comunidade.test/conta/confirmar-email?token=')).toBe(true);
    // Only the hash is kept.
    const token = tokenIn(mail, mailPaths.verify);
    const cookie = await injectWithLogin(t.app, email, password);
    const before = await call(t, 'GET', '/api/mail/me', cookie);
    expect(before.json()).toMatchObject({ email, verified: false, pendingEmail: null, mailOn: true });

    // Signed out (another device) it works too.
    const ok = await call(t, 'POST', '/api/mail/verify-email', undefined, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(msg.emailVerified);
    expect((await userRow(t, user.id))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await call(t, 'GET', '/api/mail/me', cookie)).json().verified).toBe(true);

    const again = await call(t, 'POST', '/api/mail/verify-email', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(msg.tokenUsed);
  });

  it("an expired link, a made-up one and another member's say why in pt-BR, never a 500", async () => {
    const a = await registered();
    const b = await registerUser(t.app);
    const bCookie = await injectWithLogin(t.app, b.email, b.password);
    const token = tokenIn(a.mail, mailPaths.verify);

    const other = await call(t, 'POST', '/api/mail/verify-email', bCookie, { token });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(msg.tokenOtherAccount);

    const fake = await call(t, 'POST', '/api/mail/verify-email', undefined, { token: 'x'.repeat(43) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(msg.tokenInvalid);

    const short = await call(t, 'POST', '/api/mail/verify-email', undefined, { token: 'abc' });
    expect(short.statusCode).toBe(400);

    await expireTokens(t, a.user.id);
    const late = await call(t, 'POST', '/api/mail/verify-email', undefined, { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(msg.tokenExpired);
    expect((await userRow(t, a.user.id))!.emailVerifiedAt).toBeNull();
  });

  it('two uses of one link at once: exactly one confirms', async () => {
    const { mail } = await registered();
    const token = tokenIn(mail, mailPaths.verify);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, 'POST', '/api/mail/verify-email', undefined, { token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it("'Reenviar' sends a new link, at most 3 an hour under a burst, and none once confirmed", async () => {
    const { email, password, mail } = await registered();
    const cookie = await injectWithLogin(t.app, email, password);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(t, 'POST', '/api/mail/verify-email/resend', cookie)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toMatch(/Muitas/);
    expect((await outboxFor(t, email)).filter((m) => m.kind === 'verify-email')).toHaveLength(3);

    await call(t, 'POST', '/api/mail/verify-email', undefined, { token: tokenIn(mail, mailPaths.verify) });
    const done = await call(t, 'POST', '/api/mail/verify-email/resend', cookie);
    expect(done.json().message).toBe(msg.alreadyVerified);
    expect(await call(t, 'POST', '/api/mail/verify-email/resend').then((r) => r.statusCode)).toBe(401);
  });
});

describe('the outbox', () => {
  it('a failing SMTP server never fails the action; the mail is retried with backoff and arrives', async () => {
    smtp.failAll(true);
    const email = uniqueEmail();
    const res = await call(t, 'POST', '/api/register', undefined, {
      firstName: 'Rui',
      lastName: 'Lima',
      email,
      phone: '+353 83 123 4567',
      password: 'senha-secreta-1',
    });
    expect(res.statusCode).toBe(201);
    const first = await sendMails(t);
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [row] = await outboxFor(t, email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    smtp.failAll(false);
    // Not due yet: nothing goes now; at the backoff's end it does.
    await sendMails(t);
    expect(smtp.to(email)).toHaveLength(0);
    await sendMails(t, new Date(Date.now() + 3_600_000));
    await smtp.waitFor(email, /Confirme seu email/);
    expect(await outboxFor(t, email)).toHaveLength(0);
  });
});
