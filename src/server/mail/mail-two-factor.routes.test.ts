import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecoveryCodes, type TwoFactorStatus, twoFactorMessages } from '../../contract/two-factor.js';
import { createMember, createTestApp, sessionCookieOf, type TestApp } from '../test/app.js';
import { outboxFor, sendMails } from '../test/mail.js';
import { type LocalSmtp, startSmtp } from '../test/smtp.js';
import { codeStep, enableTwoFactor, passwordStep, post, totpCode } from '../test/two-factor.js';

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

const kinds = async (email: string) => (await outboxFor(t, email)).map((m) => m.kind);

describe('two-factor notices and new recovery codes (issue 30)', () => {
  it('mails a security notice when two-factor is turned on and when it is turned off (no unsubscribe)', async () => {
    const m = await createMember(t, { register: { firstName: 'Rui' } });
    const { secret } = await enableTwoFactor(t, m.cookie);
    expect(await kinds(m.email)).toContain('two-factor-on');
    await sendMails(t);
    const on = await smtp.waitFor(m.email, /duas etapas ativada/);
    expect(on.subject).toBe('Verificação em duas etapas ativada — Comunidade Entregadores Dublin');
    expect(on.text).toContain('Olá, Rui!');
    expect(on.text).toContain('https://comunidade.test/settings#dois-fatores');
    expect(on.headers['list-unsubscribe']).toBeUndefined();

    const off = await post(t, '/api/two-factor/disable', m.cookie, { password: m.password, code: totpCode(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    await sendMails(t);
    const offMail = await smtp.waitFor(m.email, /duas etapas desativada/);
    expect(offMail.text).toContain('entrar agora pede só a senha');
    expect(offMail.headers['list-unsubscribe']).toBeUndefined();
  });

  it("'Gerar novos códigos' needs a current code; the ten old codes stop working, the new ones sign in", async () => {
    const m = await createMember(t);
    const regenerate = (code: string) => post(t, '/api/two-factor/recovery-codes', m.cookie, { code });
    // Not on yet: said so.
    const early = await regenerate('123456');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(twoFactorMessages.notOn);

    const { secret, recoveryCodes: old } = await enableTwoFactor(t, m.cookie);
    const wrong = await regenerate('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(twoFactorMessages.codeInvalid);

    const res = await regenerate(totpCode(secret, 1));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RecoveryCodes>();
    expect(body.message).toBe(twoFactorMessages.codesRegenerated);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.recoveryCodes.filter((c) => old.includes(c))).toEqual([]);
    const status = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: { cookie: m.cookie } });
    expect(status.json<TwoFactorStatus>().recoveryCodesLeft).toBe(10);

    // An old code no longer signs in; a new one does (once).
    const token = await passwordStep(t, m.email, m.password);
    const refused = await codeStep(t, token, old[0]!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(twoFactorMessages.codeInvalid);
    const signedIn = await codeStep(t, token, body.recoveryCodes[0]!);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(sessionCookieOf(signedIn)).toBeDefined();
    // Visitors: 401.
    expect((await post(t, '/api/two-factor/recovery-codes', undefined, { code: '123456' })).statusCode).toBe(401);
  });
});
