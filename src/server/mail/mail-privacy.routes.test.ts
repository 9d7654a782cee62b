import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { DELETE_CONFIRMATION } from '../../contract/privacy.js';
import { knownBrowsers, mailOutbox, mailTokens } from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function exportJson(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const zip = await fromBufferPromise(res.rawPayload, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === 'meus-dados.json')
      return JSON.parse((await buffer(await zip.openReadStreamPromise(entry))).toString());
  }
  throw new Error('no meus-dados.json');
}

describe('the account mails and the member’s data', () => {
  it('the export says whether the address is confirmed and lists the links mailed, never a token or hash', async () => {
    const m = await createMember(t);
    await call(t, 'POST', '/api/mail/forgot-password', undefined, { email: m.email });
    const data = await exportJson(m.cookie);
    expect(data.emailVerification).toEqual({ email: m.email, verified: false });
    expect(data.profile.emailVerifiedAt).toBeNull();
    expect(data.mailLinks.map((l: { purpose: string }) => l.purpose).sort()).toEqual([
      'reset-password',
      'verify-email',
    ]);
    for (const link of data.mailLinks) {
      expect(Object.keys(link).sort()).toEqual(['createdAt', 'expiresAt', 'newEmail', 'purpose', 'usedAt']);
    }
    const [row] = await t.db.select().from(mailTokens).where(eq(mailTokens.userId, m.user.id)).limit(1);
    expect(JSON.stringify(data)).not.toContain(row!.tokenHash);
    // The browsers signed in from (the new sign-in alert): names and the last sign-in only.
    expect(data.signInBrowsers).toHaveLength(1);
    expect(Object.keys(data.signInBrowsers[0]).sort()).toEqual(['browser', 'seenAt']);
  });

  it("'Excluir minha conta' removes the links and the mails not sent yet", async () => {
    const m = await createMember(t);
    expect((await t.db.select().from(mailTokens).where(eq(mailTokens.userId, m.user.id))).length).toBe(1);
    const res = await call(t, 'POST', '/api/privacy/delete-account', m.cookie, {
      password: m.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(mailTokens).where(eq(mailTokens.userId, m.user.id))).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.email))).toHaveLength(0);
    expect(await t.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, m.user.id))).toHaveLength(0);
  });
});
