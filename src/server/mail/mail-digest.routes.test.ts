import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages as msg } from '../../contract/mail.js';
import { createEmailDigestService } from '../notifications/email-digest.service.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { outboxFor, sendMails } from '../test/mail.js';
import { type LocalSmtp, startSmtp } from '../test/smtp.js';

let smtp: LocalSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  // The digest from midnight (Dublin): any test hour is past it.
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://comunidade.test', MAIL_DIGEST_HOUR: '0' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const quiet = { enabled: true, start: '23:00', end: '07:00' };
async function emailColumn(cookie: string, emailOn?: string[]) {
  const res = await call(t, 'PUT', '/api/notifications/preferences', cookie, {
    pushOff: [],
    quietHours: quiet,
    emailOn,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().preferences;
}
const prefsOf = async (cookie: string) => (await call(t, 'GET', '/api/notifications/preferences', cookie)).json();
const message = (userId: number, from: string) =>
  t.app.services.notifications.notify(t.db, userId, 'message-received', { data: { from, itemTitle: null } });
const digests = async (email: string) => (await outboxFor(t, email)).filter((m) => m.kind === 'digest');
const digest = () => t.app.services.emailDigest.run();

describe('email notifications: the preferences’ email column and the daily digest', () => {
  it('is off by default: unread notifications mail nothing', async () => {
    const m = await createMember(t);
    expect((await prefsOf(m.cookie)).emailOn).toEqual([]);
    await message(m.user.id, 'Carla');
    await digest();
    expect(await digests(m.email)).toHaveLength(0);
  });

  it('mails one digest a day of the unread kinds switched on, with one-click unsubscribe; none when nothing', async () => {
    const a = await createMember(t, { register: { firstName: 'Ana' } });
    const b = await createMember(t);
    expect((await emailColumn(a.cookie, ['message-received'])).emailOn).toEqual(['message-received']);
    // A save without the column keeps it.
    expect((await emailColumn(a.cookie)).emailOn).toEqual(['message-received']);
    await emailColumn(b.cookie, ['message-received']);
    await message(a.user.id, 'Carla');
    await message(a.user.id, 'Davi');
    // A kind not switched on stays out of the mail.
    await t.app.services.notifications.notify(t.db, a.user.id, 'event-cancelled', { data: { title: 'Pedal' } });

    // Two instances at once: one mail.
    await Promise.all([digest(), digest()]);
    const rows = await digests(a.email);
    expect(rows).toHaveLength(1);
    // b had nothing unread: skipped.
    expect(await digests(b.email)).toHaveLength(0);
    // The same day again: nothing more.
    await digest();
    expect(await digests(a.email)).toHaveLength(1);

    await sendMails(t);
    const mail = await smtp.waitFor(a.email, /Resumo do dia/);
    expect(mail.subject).toBe('Resumo do dia: 2 notificações não lidas — Comunidade Entregadores Dublin');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('Nova mensagem de Carla');
    expect(mail.text).toContain('Nova mensagem de Davi');
    expect(mail.text).not.toContain('Pedal');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/comunidade\.test\/api\/mail\/unsubscribe\?token=[0-9]+\.[A-Za-z0-9_-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(
      /Cancelar estes emails \(não precisa entrar na conta\): https:\/\/comunidade\.test\/conta\/cancelar-emails\?token=/,
    );
    expect(mail.html).toContain('Cancelar estes emails');
  });

  it('waits for MAIL_DIGEST_HOUR (Dublin)', async () => {
    const m = await createMember(t);
    await emailColumn(m.cookie, ['message-received']);
    await message(m.user.id, 'Carla');
    const at18 = createEmailDigestService({ db: t.db, mail: t.app.services.mail, hour: 18 });
    // 10:00 in Dublin (UTC in winter): too early.
    expect(await at18.run(new Date('2026-11-26T10:00:00Z'))).toBe(0);
    expect(await digests(m.email)).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function digestMailOf(m: { email: string; cookie: string; user: { id: number } }) {
    await emailColumn(m.cookie, ['message-received']);
    await message(m.user.id, 'Carla');
    await digest();
    const [row] = await digests(m.email);
    expect(row, 'a digest').toBeDefined();
    return row!;
  }
  const apiUrl = (headers: Record<string, string>) =>
    new URL(headers['List-Unsubscribe']!.slice(1, -1)).pathname +
    new URL(headers['List-Unsubscribe']!.slice(1, -1)).search;

  it('the mail client’s POST turns the email column off without signing in; the page’s GET only reads', async () => {
    const m = await createMember(t);
    const row = await digestMailOf(m);
    const url = apiUrl(row.headers);
    expect((await call(t, 'GET', url)).json()).toEqual({ emailOn: true });
    expect((await prefsOf(m.cookie)).emailOn).toEqual(['message-received']);

    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(msg.unsubscribed);
    expect((await prefsOf(m.cookie)).emailOn).toEqual([]);
    expect((await call(t, 'GET', url)).json()).toEqual({ emailOn: false });
    // The page's button (no body), again: said so.
    const again = await t.app.inject({ method: 'POST', url });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(msg.alreadyUnsubscribed);
  });

  it('a tampered or made-up token is a pt-BR 400, another signed-in member’s a 403; nothing changes', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const url = apiUrl((await digestMailOf(a)).headers);
    const token = new URL(`https://x${url}`).searchParams.get('token')!;
    const [id, mac] = token.split('.');
    const tampered = [`${b.user.id}.${mac}`, `${id}.${mac!.slice(0, -2)}AA`, 'abc', `${id}.`];
    for (const bad of tampered) {
      const res = await call(t, 'POST', `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(msg.unsubscribeInvalid);
      expect((await call(t, 'GET', `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    const other = await call(t, 'POST', url, b.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(msg.tokenOtherAccount);
    expect((await prefsOf(a.cookie)).emailOn).toEqual(['message-received']);
    // Its own member, signed in: fine.
    expect((await call(t, 'POST', url, a.cookie)).statusCode).toBe(200);
  });

  it('security mails carry no unsubscribe header (the verification mail)', async () => {
    const m = await createMember(t);
    await sendMails(t);
    const mail = await smtp.waitFor(m.email, /Confirme seu email/);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
    expect(mail.text).not.toContain('Cancelar estes emails');
  });
});
