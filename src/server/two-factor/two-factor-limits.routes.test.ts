import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import { type TwoFactorSetup, twoFactorMessages } from '../../contract/two-factor.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { codeStep, enableTwoFactor, passwordStep, post, totpCode } from '../test/two-factor.js';

// Wrong codes count like wrong passwords (decision 014's counters), and hold under parallel bursts.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((a, c) => ({ ...a, [c]: (a[c] ?? 0) + 1 }), {});

describe('the second step of a sign-in', () => {
  it('a burst of wrong codes: the password and the codes share the account limit; the right password does not reset it', async () => {
    const t = await appWithEnv(base, { LOGIN_MAX_FAILS_PER_ACCOUNT: '3', LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: '1' });
    const m = await createMember(t);
    const { secret } = await enableTwoFactor(t, m.cookie);
    const ip = '10.30.0.1';
    // The password step counts as one attempt of the account (3 allowed).
    const token = await passwordStep(t, m.email, m.password, ip);
    // One wrong code first, alone: after it the IP has an attempt in the window, so no code of the burst
    // can take the clean-IP path (which one would take it depends on the order the burst arrives in).
    expect((await codeStep(t, token, '000000', ip)).statusCode).toBe(401);
    const burst = await Promise.all(Array.from({ length: 9 }, () => codeStep(t, token, '000000', ip)));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 401: 1, 429: 8 });
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe(messages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right code from that IP: still refused until the window ends.
    expect((await codeStep(t, token, totpCode(secret, 1), ip)).statusCode).toBe(429);
    // Knowing the password does not buy more tries: refused from that IP too.
    expect((await post(t, '/api/login', undefined, { email: m.email, password: m.password }, ip)).statusCode).toBe(429);
  });

  it('the owner, from an IP with no attempt, gets the slower path once; a success clears the counters', async () => {
    const t = await appWithEnv(base, { LOGIN_MAX_FAILS_PER_ACCOUNT: '2', LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: '3' });
    const m = await createMember(t);
    const { secret } = await enableTwoFactor(t, m.cookie);
    const token = await passwordStep(t, m.email, m.password, '10.31.0.1');
    expect((await codeStep(t, token, '000000', '10.31.0.1')).statusCode).toBe(401);
    expect((await codeStep(t, token, '000000', '10.31.0.1')).statusCode).toBe(429);
    // Elsewhere: the password (clean IP, slower path) and then the code (the IP got its attempt back).
    const owner = await passwordStep(t, m.email, m.password, '10.31.0.2');
    const ok = await codeStep(t, owner, totpCode(secret, 1), '10.31.0.2');
    expect(ok.statusCode, ok.body).toBe(200);
    // Cleared: the first IP may try again.
    expect((await codeStep(t, token, '000000', '10.31.0.1')).statusCode).toBe(401);
  });

  it('one recovery code sent in parallel signs in once', async () => {
    const m = await createMember(base);
    const { recoveryCodes } = await enableTwoFactor(base, m.cookie);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => passwordStep(base, m.email, m.password)));
    const burst = await Promise.all(tokens.map((tk) => codeStep(base, tk, recoveryCodes[3]!)));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 200: 1, 401: 5 });
  });

  it('one TOTP code sent in parallel signs in once', async () => {
    const m = await createMember(base);
    const { secret } = await enableTwoFactor(base, m.cookie);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => passwordStep(base, m.email, m.password)));
    const code = totpCode(secret, 1);
    const burst = await Promise.all(tokens.map((tk) => codeStep(base, tk, code)));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 200: 1, 401: 5 });
  });
});

describe('codes of a signed-in member', () => {
  it('confirming: a burst of wrong first codes is limited like passwords', async () => {
    const t = await appWithEnv(base, { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' });
    const m = await createMember(t);
    const setup = await post(t, '/api/two-factor/setup', m.cookie);
    const { secret } = setup.json<TwoFactorSetup>();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => post(t, '/api/two-factor/confirm', m.cookie, { code: '000000' })),
    );
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 400: 3, 429: 7 });
    expect((await post(t, '/api/two-factor/confirm', m.cookie, { code: totpCode(secret) })).statusCode).toBe(429);
  });

  it('turning off: a burst of wrong codes with the right password is limited; it stays on', async () => {
    const t = await appWithEnv(base, { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' });
    const m = await createMember(t);
    await enableTwoFactor(t, m.cookie);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t, '/api/two-factor/disable', m.cookie, { password: m.password, code: '000000' }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(7);
    for (const r of burst.filter((x) => x.statusCode === 400))
      expect(r.json().message).toBe(twoFactorMessages.codeInvalid);
    const s = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: { cookie: m.cookie } });
    expect(s.json().enabled).toBe(true);
  });
});
