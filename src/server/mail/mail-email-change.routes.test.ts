import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPaths, mailMessages as msg } from '../../contract/mail.js';
import { call, userRow } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, registerUser, type TestApp, uniqueEmail } from '../test/app.js';
import { expireTokens, sendMails } from '../test/mail.js';
import { type LocalSmtp, startSmtp, tokenIn } from '../test/smtp.js';

let smtp: LocalSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const change = (cookie: string, email: string, password: string) =>
  call(t, 'POST', '/api/mail/change-email', cookie, { email, password });
const confirm = (token: string, cookie?: string) =>
  call(t, 'POST', '/api/mail/confirm-email-change', cookie, { token });

describe('email change', () => {
  it('is confirmed from the new address; the old one is told twice; sign-in moves to the new address', async () => {
    const m = await createMember(t, { register: { firstName: 'Caio' } });
    const next = uniqueEmail('novo');
    const res = await change(m.cookie, next.toUpperCase(), m.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.changeRequested);
    const state = await call(t, 'GET', '/api/mail/me', m.cookie);
    expect(state.json()).toMatchObject({ email: m.email, pendingEmail: next });

    await sendMails(t);
    const mail = await smtp.waitFor(next, /Confirme seu novo email/);
    const asked = await smtp.waitFor(m.email, /Pedido de troca de email/);
    expect(asked.text).toContain(next);
    // Nothing changed until the new mailbox confirms.
    expect((await userRow(t, m.user.id))!.email).toBe(m.email);

    const ok = await confirm(tokenIn(mail, mailPaths.changeEmail), m.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(msg.emailChanged);
    const row = await userRow(t, m.user.id);
    expect(row!.email).toBe(next);
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    await sendMails(t);
    const told = await smtp.waitFor(m.email, /Seu email foi alterado/);
    expect(told.text).toContain(next);
    await injectWithLogin(t.app, next, m.password);
    const again = await confirm(tokenIn(mail, mailPaths.changeEmail));
    expect(again.json().message).toBe(msg.tokenUsed);
  });

  it('refuses a wrong password, the same address, a taken one; needs a session', async () => {
    const m = await createMember(t);
    const other = await registerUser(t.app);
    expect((await change(m.cookie, uniqueEmail(), 'errada-123')).json().message).toBe(msg.wrongPassword);
    expect((await change(m.cookie, m.email, m.password)).json().message).toBe(msg.sameEmail);
    const taken = await change(m.cookie, other.email, m.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este email já está cadastrado.');
    expect(
      (await call(t, 'POST', '/api/mail/change-email', undefined, { email: uniqueEmail(), password: 'x' })).statusCode,
    ).toBe(401);
  });

  it("another member's link, an expired link, an address taken meanwhile: pt-BR answers, never a 500", async () => {
    const m = await createMember(t);
    const b = await createMember(t);
    const next = uniqueEmail('novo');
    await change(m.cookie, next, m.password);
    await sendMails(t);
    const token = tokenIn(await smtp.waitFor(next, /Confirme seu novo email/), mailPaths.changeEmail);
    const byOther = await confirm(token, b.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(msg.tokenOtherAccount);
    // Someone registers the address before the link is opened.
    await registerUser(t.app, { email: next });
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);

    const later = uniqueEmail('novo');
    await change(m.cookie, later, m.password);
    await sendMails(t);
    const token2 = tokenIn(await smtp.waitFor(later, /Confirme seu novo email/), mailPaths.changeEmail);
    await expireTokens(t, m.user.id);
    const late = await confirm(token2);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(msg.tokenExpired);
    expect((await userRow(t, m.user.id))!.email).toBe(m.email);
  });

  it('at most 3 change requests an hour under a burst', async () => {
    const m = await createMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => change(m.cookie, uniqueEmail(), m.password)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});
