import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePage } from '../../contract/messages.js';
import { privacyMessages } from '../../contract/privacy.js';
import {
  accountRentals,
  blacklist,
  eventParticipants,
  events,
  marketplaceItems,
  messages,
  notifications,
  safetyReports,
  uploads,
} from '../db/schema.js';
import { auditOf, call, userRow } from '../test/admin.js';
import { appWithEnv, createMember, type TestApp } from '../test/app.js';
import { columnsReferencingUsers, memberWithEverything, rowsPointingTo } from '../test/deletion.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import { createItem, itemBody, uploadImages } from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';
import { createStripeTestApp, subscribeAndPay } from '../test/payments.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());

type Member = Awaited<ReturnType<typeof createMember>>;
const deleteAccount = (cookie: string | undefined, body: object = {}) =>
  call(t, 'POST', '/api/privacy/delete-account', cookie, body);
describe("'Excluir minha conta' (POST /api/privacy/delete-account)", () => {
  it('cancels Stripe first, then leaves no row of any table pointing to the member; what others rely on stays unlinked', async () => {
    const w = await memberWithEverything(t, fake);
    const id = w.me.user.id;
    const columns = (await columnsReferencingUsers(t)).map((c) => `${c.table}.${c.column}`);
    // The generic check sees the tables this test filled (and any table added later).
    expect(columns).toEqual(
      expect.arrayContaining([
        'messages.sender_id',
        'messages.receiver_id',
        'safety_reports.reported_by_id',
        'uploads.owner_id',
        'audit_log.actor_id',
        'notifications.user_id',
        'push_subscriptions.user_id',
        'notification_preferences.user_id',
        'notification_deliveries.user_id',
      ]),
    );
    const before = await rowsPointingTo(t, id);
    // Issue 29: the message they received and their approvals notified them; an event change tells them too.
    expect(before['notifications.user_id']).toBeGreaterThanOrEqual(1);
    await t.app.services.notifications.notify(t.db, id, 'event-changed', {
      data: { title: 'Pedal' },
      targetId: w.joined.id,
    });
    expect((await rowsPointingTo(t, id))['notifications.user_id']).toBe(before['notifications.user_id']! + 1);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);
    expect(before).toMatchObject({
      'push_subscriptions.user_id': 1,
      'notification_preferences.user_id': 1,
      'notification_deliveries.user_id': 1,
    });
    const participants = async () =>
      (await t.db.select().from(events).where(eq(events.id, w.joined.id)))[0]!.currentParticipants;
    expect(await participants()).toBe(1);

    const cancels = fake.count('DELETE /v1/subscriptions/:id');
    const res = await deleteAccount(w.me.cookie, { password: w.me.password, confirmation: 'excluir ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: privacyMessages.deleted });
    expect(res.headers['set-cookie']).toMatch(/sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(fake.subscriptions.get(w.sub.id)?.status).toBe('canceled');
    expect(fake.count('DELETE /v1/subscriptions/:id')).toBe(cancels + 1);

    expect(await rowsPointingTo(t, id)).toEqual({});
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    // The other member's notification of their message stays, saying its conversation is gone.
    const told = (await notificationsOf(t, w.other.cookie)).items.find((n) => n.target.memberId === id);
    expect(told).toMatchObject({ type: 'message-received', targetGone: true });
    expect(await userRow(t, id)).toBeUndefined();
    expect((await call(t, 'GET', '/api/user', w.me.cookie)).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/login', undefined, { email: w.me.email, password: w.me.password })).statusCode,
    ).toBe(401);
    // The listing, its photo and the rental are gone; the event gave the place back.
    expect(await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, w.item.id))).toEqual([]);
    expect((await call(t, 'GET', w.photo)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(sql`${uploads.id} = ${w.photo.split('/').pop()!.slice(0, 36)}`),
    ).toEqual([]);
    expect(await t.db.select().from(accountRentals).where(eq(accountRentals.id, w.rental.id))).toEqual([]);
    expect(await participants()).toBe(0);
    expect(await t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, w.joined.id))).toEqual([]);
    // Kept without the link: the event they organised, their map report and alert, the message the other member received.
    expect((await t.db.select().from(events).where(eq(events.id, w.mine.id)))[0]).toMatchObject({
      title: 'Churrasco do membro',
      createdBy: null,
    });
    expect((await t.db.select().from(safetyReports).where(eq(safetyReports.id, w.mapReport.id)))[0]).toMatchObject({
      reportedById: null,
      isActive: true,
    });
    expect((await t.db.select().from(blacklist).where(eq(blacklist.id, w.alert.id)))[0]).toMatchObject({
      reportedById: null,
    });
    const left = await t.db.select().from(messages).where(sql`${messages.id} in (${w.kept}, ${w.hidden}, ${w.toMe})`);
    expect(left.map((m) => [m.id, m.senderId])).toEqual([[w.kept, null]]);
    const inbox = await call(t, 'GET', '/api/messages?box=received', w.other.cookie);
    const shown = inbox.json<MessagePage>().items.find((m) => m.id === w.kept);
    expect(shown).toMatchObject({ senderId: null, sender: null, content: 'Oi, ainda tem a bag?' });
    expect(inbox.body).not.toContain(w.me.email);
    // The receiver can still read and delete it; the row then goes (nobody else shows it).
    expect((await call(t, 'PUT', `/api/messages/${w.kept}/read`, w.other.cookie)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/messages/${w.kept}`, w.other.cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(messages).where(eq(messages.id, w.kept))).toEqual([]);

    expect(await auditOf(t, 'user', id)).toEqual([
      expect.objectContaining({
        action: 'user.delete-self',
        actorId: null,
        details: expect.objectContaining({
          memberNumber: w.me.user.memberNumber,
          removed: expect.objectContaining({ notifications: before['notifications.user_id']! + 1 }),
        }),
      }),
    ]);
    expect(JSON.stringify(await auditOf(t, 'user', id))).not.toContain(w.me.email);
    // The email can register again.
    const again = await call(t, 'POST', '/api/register', undefined, {
      firstName: 'De',
      lastName: 'Novo',
      email: w.me.email,
      phone: '+353 83 765 4321',
      password: 'outra-senha-1',
    });
    expect(again.statusCode, again.body).toBe(201);
    // Many rows set up through the API (a payment, an upload, messages): more than the default 20 s on a busy machine.
  }, 90_000);

  it('deletes nothing when Stripe cannot be reached, and says why', async () => {
    const me = await createMember(t);
    const sub = await subscribeAndPay(t, fake, me.cookie);
    const [photo] = await uploadImages(t, me.cookie, 1);
    await createItem(t, me.cookie, itemBody([photo!]));
    await t.app.services.notifications.notify(t.db, me.user.id, 'membership-renewed', {
      data: { until: '2027-01-01' },
    });
    const before = await rowsPointingTo(t, me.user.id);
    expect(before['notifications.user_id']).toBe(1);
    fake.down = true;
    try {
      const res = await deleteAccount(me.cookie, { password: me.password, confirmation: 'EXCLUIR' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: privacyMessages.stripeUnreachable });
    } finally {
      fake.down = false;
    }
    expect(await rowsPointingTo(t, me.user.id)).toEqual(before);
    expect(await userRow(t, me.user.id)).toBeDefined();
    expect((await call(t, 'GET', photo!)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', me.cookie)).statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.id)?.status).toBe('active');
    expect(await auditOf(t, 'user', me.user.id)).toEqual([]);
  });

  it.each([
    [
      'a wrong password',
      (m: Member) => ({ password: `${m.password}x`, confirmation: 'EXCLUIR' }),
      400,
      privacyMessages.wrongPassword,
    ],
    ['no password', () => ({ confirmation: 'EXCLUIR' }), 400, privacyMessages.passwordRequired],
    [
      'a wrong confirmation',
      (m: Member) => ({ password: m.password, confirmation: 'EXCLUI' }),
      400,
      privacyMessages.confirmationMismatch,
    ],
    ['no confirmation', (m: Member) => ({ password: m.password }), 400, privacyMessages.confirmationMismatch],
  ])('refuses %s in pt-BR and deletes nothing', async (_case, body, status, message) => {
    const me = await createMember(t, { subscriber: true });
    const res = await deleteAccount(me.cookie, body(me));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await userRow(t, me.user.id)).toBeDefined();
    expect((await call(t, 'GET', '/api/user', me.cookie)).statusCode).toBe(200);
  });

  it('needs a login, and refuses a super admin', async () => {
    expect((await deleteAccount(undefined, { password: 'x', confirmation: 'EXCLUIR' })).statusCode).toBe(401);
    const boss = await createMember(t, { superAdmin: true });
    const res = await deleteAccount(boss.cookie, { password: boss.password, confirmation: 'EXCLUIR' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: privacyMessages.superAdmin });
    expect(await userRow(t, boss.user.id)).toBeDefined();
  });

  it('counts password checks like sign-ins: a parallel burst checks at most the limit, then 429', async () => {
    const limited = await appWithEnv(t, { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' });
    const me = await createMember(limited);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/privacy/delete-account',
          headers: { cookie: me.cookie },
          payload: { password: 'errada', confirmation: 'EXCLUIR' },
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    // Even the right password waits for the window now.
    const right = await limited.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: { cookie: me.cookie },
      payload: { password: me.password, confirmation: 'EXCLUIR' },
    });
    expect(right.statusCode).toBe(429);
    expect(await userRow(limited, me.user.id)).toBeDefined();
  });
});
