import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { authMessages } from '../../contract/auth.js';
import { type TwoFactorSetup, type TwoFactorStatus, twoFactorMessages } from '../../contract/two-factor.js';
import { queryRows } from '../db/client.js';
import {
  appWithEnv,
  createMember,
  createTestApp,
  sessionCookieOf,
  TEST_SESSION_SECRET,
  type TestApp,
} from '../test/app.js';
import { codeStep, enableTwoFactor, passwordStep, post, totpCode } from '../test/two-factor.js';
import { signPending, twoFactorKeys } from './two-factor.helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (cookie: string, app = t) =>
  (await app.app.inject({ method: 'GET', url: '/api/two-factor', headers: { cookie } })).json<TwoFactorStatus>();

describe('turning two-factor on (/settings)', () => {
  it('a QR code drawn on the server and the secret as text; the first code turns it on and gives ten recovery codes once', async () => {
    const m = await createMember(t);
    expect(await status(m.cookie)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredForStaff: false,
    });
    // Confirming before any setup: a way to start again, not a 500.
    const early = await post(t, '/api/two-factor/confirm', m.cookie, { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(twoFactorMessages.notStarted);

    const setup = await post(t, '/api/two-factor/setup', m.cookie);
    expect(setup.statusCode).toBe(200);
    const body = setup.json<TwoFactorSetup>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain(encodeURIComponent(m.email));
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Still off until the first code.
    expect((await status(m.cookie)).enabled).toBe(false);

    const wrong = await post(t, '/api/two-factor/confirm', m.cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(twoFactorMessages.codeInvalid);
    const bad = await post(t, '/api/two-factor/confirm', m.cookie, { code: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(twoFactorMessages.codeRequired);

    const ok = await post(t, '/api/two-factor/confirm', m.cookie, { code: totpCode(body.secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    const { recoveryCodes } = ok.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const s = await status(m.cookie);
    expect(s).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(s.enabledAt).not.toBeNull();

    // A second setup cannot replace the secret in use; confirming again says it is on.
    const again = await post(t, '/api/two-factor/setup', m.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(twoFactorMessages.alreadyOn);
    const reconfirm = await post(t, '/api/two-factor/confirm', m.cookie, { code: totpCode(body.secret, 1) });
    expect(reconfirm.statusCode).toBe(409);
  });

  it('visitors get 401', async () => {
    for (const url of ['/api/two-factor/setup', '/api/two-factor/confirm', '/api/two-factor/disable']) {
      expect((await post(t, url, undefined, { code: '123456', password: 'x' })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor' })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('the password opens no session: the code does; a code is not accepted twice; a recovery code is spent', async () => {
    const m = await createMember(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, m.cookie);

    // A wrong password still says so (no hint that two-factor is on).
    const wrongPassword = await post(t, '/api/login', undefined, { email: m.email, password: 'errada-123' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(authMessages.invalidCredentials);

    const token = await passwordStep(t, m.email, m.password);
    const wrong = await codeStep(t, token, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(twoFactorMessages.codeInvalid);
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const code = totpCode(secret, 1);
    const ok = await codeStep(t, token, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe(m.email);
    const cookie = sessionCookieOf(ok)!;
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);

    // The same code again (seen over a shoulder, say): refused, even with a new password step.
    const replay = await codeStep(t, await passwordStep(t, m.email, m.password), code);
    expect(replay.statusCode).toBe(401);

    // A recovery code, typed with capitals and spaces: accepted once, then spent.
    const typed = ` ${recoveryCodes[0]!.toUpperCase().replace('-', ' ')} `;
    const byRecovery = await codeStep(t, await passwordStep(t, m.email, m.password), typed);
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    const spent = await codeStep(t, await passwordStep(t, m.email, m.password), recoveryCodes[0]!);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(twoFactorMessages.codeInvalid);
    expect((await status(m.cookie)).recoveryCodesLeft).toBe(9);
    // A made-up recovery code.
    expect((await codeStep(t, await passwordStep(t, m.email, m.password), 'abcde-fghjk')).statusCode).toBe(401);
  });

  it('a token expired, forged, or for another member: a pt-BR message and the way back to the password, never a 500', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const { recoveryCodes: codesA } = await enableTwoFactor(t, a.cookie);
    const { recoveryCodes: codesB } = await enableTwoFactor(t, b.cookie);
    const keys = twoFactorKeys(TEST_SESSION_SECRET);

    const expired = await codeStep(t, signPending(keys.pending, a.user.id, Date.now() - 1000), codesA[0]!);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(twoFactorMessages.loginExpired);

    const tokenA = await passwordStep(t, a.email, a.password);
    const [uid, exp, nonce] = tokenA.split('.');
    // The same signature on another member's id.
    const forged = await codeStep(t, `${b.user.id}.${exp}.${nonce}.${tokenA.split('.')[3]}`, codesB[0]!);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(twoFactorMessages.loginExpired);
    expect(uid).toBe(String(a.user.id));
    expect((await codeStep(t, 'lixo', codesA[0]!)).statusCode).toBe(400);
    // A's token with B's recovery code: not B's session, and not A's either.
    expect((await codeStep(t, tokenA, codesB[0]!)).statusCode).toBe(401);
    // B's code was not spent by that.
    expect((await codeStep(t, await passwordStep(t, b.email, b.password), codesB[0]!)).statusCode).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; then the password alone signs in', async () => {
    const m = await createMember(t);
    const { recoveryCodes } = await enableTwoFactor(t, m.cookie);
    const off = (password: string, code: string) => post(t, '/api/two-factor/disable', m.cookie, { password, code });

    const wrongPassword = await off('errada-123', recoveryCodes[0]!);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(twoFactorMessages.wrongPassword);
    const wrongCode = await off(m.password, '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(twoFactorMessages.codeInvalid);
    expect((await status(m.cookie)).enabled).toBe(true);

    const ok = await off(m.password, recoveryCodes[0]!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(twoFactorMessages.disabled);
    expect(await status(m.cookie)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const login = await post(t, '/api/login', undefined, { email: m.email, password: m.password });
    expect(login.statusCode).toBe(200);
    const twice = await off(m.password, recoveryCodes[1]!);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(twoFactorMessages.notOn);
  });
});

describe('administrators must have it (STAFF_2FA_REQUIRED)', () => {
  it('an administrator without it gets 403 on the admin API until it is on; members are not asked', async () => {
    const s = await appWithEnv(t, { STAFF_2FA_REQUIRED: 'true' });
    const admin = await createMember(s, { admin: true });
    const sup = await createMember(s, { superAdmin: true });
    const member = await createMember(s);
    const get = (cookie: string, url = '/api/admin/users') => s.app.inject({ method: 'GET', url, headers: { cookie } });

    for (const who of [admin, sup]) {
      const refused = await get(who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(twoFactorMessages.staffRequired);
      expect((await status(who.cookie, s)).requiredForStaff).toBe(true);
    }
    // An admin route outside /api/admin too.
    const event = await post(s, '/api/events', admin.cookie, {
      title: 'Pedal',
      location: 'Phoenix Park',
      date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(event.statusCode).toBe(403);
    expect((await status(member.cookie, s)).requiredForStaff).toBe(false);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);

    await enableTwoFactor(s, admin.cookie);
    expect((await get(admin.cookie)).statusCode).toBe(200);
    expect((await status(admin.cookie, s)).requiredForStaff).toBe(false);

    // Relaxed (the default outside production, as the app `t`): the same super administrator opens the panel.
    expect((await get(sup.cookie)).statusCode).toBe(403);
    const relaxed = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: sup.cookie } });
    expect(relaxed.statusCode).toBe(200);
  });
});

describe('data export', () => {
  it('has the two-factor state and the sessions, never the secret, the codes or a session id', async () => {
    const m = await createMember(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, m.cookie);
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie: m.cookie } });
    expect(res.statusCode).toBe(200);
    const zip = await fromBufferPromise(res.rawPayload, { lazyEntries: true });
    let text = '';
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'meus-dados.json')
        text = (await buffer(await zip.openReadStreamPromise(entry))).toString();
    }
    const data = JSON.parse(text);
    expect(data.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toHaveProperty('lastSeenAt');
    expect(data.sessions[0]).toHaveProperty('userAgent');
    expect(text).not.toContain(secret);
    for (const c of recoveryCodes) expect(text).not.toContain(c);
    expect(text).not.toContain(m.cookie.split('=')[1]!.split('.')[0]!);
  });
});

describe('account deletion', () => {
  it('removes the two-factor secret, the recovery codes and the sessions', async () => {
    const m = await createMember(t);
    await enableTwoFactor(t, m.cookie);
    const res = await post(t, '/api/privacy/delete-account', m.cookie, {
      password: m.password,
      confirmation: 'EXCLUIR',
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await queryRows<Record<string, number>>(
      t.db,
      sql`select (select count(*) from two_factor where user_id = ${m.user.id})::int as secrets,
        (select count(*) from two_factor_recovery_codes where user_id = ${m.user.id})::int as codes,
        (select count(*) from sessions where (sess->>'userId') = ${String(m.user.id)})::int as sessions`,
    );
    expect(left[0]).toEqual({ secrets: 0, codes: 0, sessions: 0 });
  });
});
