import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { submitAlert } from '../test/blacklist.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29: the review of a scam alert notifies its author, in the review's transaction.

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([createMember(t, { admin: true }), createMember(t, { subscriber: true })]);
}, 60_000);
afterAll(() => t?.close());

const items = async (m: Member) => (await notificationsOf(t, m.cookie, '?limit=50')).items;
const review = (id: number | string, status: string, cookie = admin.cookie) =>
  call(t, 'PUT', `/api/admin/blacklist/${id}/status`, cookie, { status });

describe('scam alert notifications', () => {
  it('an approval tells the author once; the admin and other members hear nothing', async () => {
    const author = await createMember(t, { subscriber: true });
    const alert = await submitAlert(t, author.cookie);
    const before = { admin: (await items(admin)).length, other: (await items(other)).length };
    expect(await items(author)).toEqual([]);

    expect((await review(alert.id, 'approved')).statusCode).toBe(200);
    expect((await review(alert.id, 'rejected')).statusCode).toBe(409);
    const page = await notificationsOf(t, author.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'scam-alert-approved',
      title: 'Alerta de golpe aprovado',
      body: 'Seu alerta de golpe foi aprovado e já avisa a comunidade.',
      target: { kind: 'scam-alert', id: alert.id, memberId: null },
      targetGone: false,
      read: false,
    });
    expect((await items(admin)).length).toBe(before.admin);
    expect((await items(other)).length).toBe(before.other);
  });

  it('a rejection tells the author; refused or invalid reviews make nothing', async () => {
    const author = await createMember(t, { subscriber: true });
    const alert = await submitAlert(t, author.cookie);
    expect((await review(alert.id, 'approved', author.cookie)).statusCode).toBe(403);
    expect((await review(alert.id, 'approved', other.cookie)).statusCode).toBe(403);
    expect((await review(999_999_999, 'approved')).statusCode).toBe(404);
    expect((await review(alert.id, 'talvez')).statusCode).toBe(400);
    expect((await review('abc', 'approved')).statusCode).toBe(400);
    expect(await items(author)).toEqual([]);

    expect((await review(alert.id, 'rejected')).statusCode).toBe(200);
    const list = await items(author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'scam-alert-rejected',
      title: 'Alerta de golpe recusado',
      body: 'Seu alerta de golpe não foi aprovado e não será mostrado à comunidade.',
      target: { kind: 'scam-alert', id: alert.id },
      targetGone: false,
    });
  });

  it('a deleted alert still lists its notification, marked gone; (de)activating notifies nothing', async () => {
    const author = await createMember(t, { subscriber: true });
    const alert = await submitAlert(t, author.cookie);
    await review(alert.id, 'approved');
    expect(
      (await call(t, 'PUT', `/api/admin/blacklist/${alert.id}/active`, admin.cookie, { isActive: false })).statusCode,
    ).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/blacklist/${alert.id}`, admin.cookie)).statusCode).toBe(200);
    const list = await items(author);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'scam-alert-approved',
      target: { kind: 'scam-alert', id: alert.id },
      targetGone: true,
    });
  });

  it('an admin reviewing their own alert is not notified', async () => {
    const alert = await submitAlert(t, admin.cookie);
    const before = (await items(admin)).length;
    expect((await review(alert.id, 'approved')).statusCode).toBe(200);
    expect((await items(admin)).length).toBe(before);
  });
});
