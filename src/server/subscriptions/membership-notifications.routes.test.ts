import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications.js';
import { notifications } from '../db/schema.js';
import { call, setUser, userRow } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import { notificationsOf } from '../test/notifications.js';
import { createStripeTestApp, deliver, subscribeAndPay, subscriptionEvent } from '../test/payments.js';

// Issue 29: membership renewed, payment failed (with the grace period's end), membership ends in 3 days.

const DAY = 86_400;
const DAY_MS = DAY * 1000;
const nowS = () => Math.floor(Date.now() / 1000);
type Member = Awaited<ReturnType<typeof createMember>>;
/** As the texts write a date: DD/MM/YYYY of the UTC day. */
const ddmmyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
const membershipNotes = async (t: TestApp, m: Member): Promise<Notification[]> =>
  (await notificationsOf(t, m.cookie, '?limit=50')).items.filter((n) => n.target.kind === 'membership');

describe('Stripe: renewed and payment failed, from the webhook', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await createStripeTestApp({ PAYMENT_GRACE_DAYS: '3' }));
  });
  afterAll(() => close());
  const notes = (m: Member) => membershipNotes(t, m);

  it('the first payment is no renewal; the next period paid is, told once with its new end', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    expect(await notes(m)).toEqual([]);

    const s = fake.subscriptions.get(sub.id)!;
    const nextEnd = s.periodEnd + 30 * DAY;
    fake.setState(sub.id, { periodStart: s.periodEnd, periodEnd: nextEnd, status: 'active', invoiceStatus: 'paid' });
    expect((await deliver(t, subscriptionEvent('invoice.paid', sub.id))).statusCode).toBe(200);
    // Stripe sends more than one event for a renewal: the member hears of it once.
    expect((await deliver(t, subscriptionEvent('customer.subscription.updated', sub.id))).statusCode).toBe(200);
    const until = new Date(nextEnd * 1000);
    expect((await userRow(t, m.user.id))?.subscriptionEnd?.getTime()).toBe(until.getTime());
    const list = await notes(m);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'membership-renewed',
      title: 'Assinatura renovada',
      body: `Sua assinatura foi renovada até ${ddmmyyyy(until)}.`,
      target: { kind: 'membership', id: null },
      read: false,
    });
  });

  it('cancelling at period end and reactivating is no renewal', async () => {
    const m = await createMember(t);
    await subscribeAndPay(t, fake, m.cookie);
    expect((await call(t, 'POST', '/api/subscription/cancel', m.cookie)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/subscription/reactivate', m.cookie)).statusCode).toBe(200);
    expect(await notes(m)).toEqual([]);
  });

  it('a failed renewal tells the member until when the grace period keeps them in; paying later renews', async () => {
    const m = await createMember(t);
    const sub = await subscribeAndPay(t, fake, m.cookie);
    // The renewal failed a day ago: paid through the new period's start, 3 days of grace from there.
    const paidThrough = nowS() - DAY;
    fake.setState(sub.id, {
      status: 'past_due',
      invoiceStatus: 'open',
      periodStart: paidThrough,
      periodEnd: paidThrough + 30 * DAY,
    });
    expect((await deliver(t, subscriptionEvent('invoice.payment_failed', sub.id))).statusCode).toBe(200);
    expect((await deliver(t, subscriptionEvent('customer.subscription.updated', sub.id))).statusCode).toBe(200);
    const graceEnd = new Date((paidThrough + 3 * DAY) * 1000);
    expect((await userRow(t, m.user.id))?.subscriptionEnd?.getTime()).toBe(graceEnd.getTime());
    let list = await notes(m);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'payment-failed',
      title: 'Pagamento não aprovado',
      body: `Não conseguimos cobrar sua assinatura. Atualize o pagamento até ${ddmmyyyy(graceEnd)} para não perder o acesso.`,
      target: { kind: 'membership' },
    });

    fake.setState(sub.id, { status: 'active', invoiceStatus: 'paid' });
    expect((await deliver(t, subscriptionEvent('invoice.paid', sub.id))).statusCode).toBe(200);
    list = await notes(m);
    expect(list.map((n) => n.type)).toEqual(['membership-renewed', 'payment-failed']);
    expect(list[0]!.body).toBe(
      `Sua assinatura foi renovada até ${ddmmyyyy(new Date((paidThrough + 30 * DAY) * 1000))}.`,
    );
  });
});

describe('demo mode: renewing early, and memberships ending in 3 days', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { admin: true });
  });
  afterAll(() => t.close());
  const notes = (m: Member) => membershipNotes(t, m);
  const start = async (cookie: string, body?: object) =>
    (await call(t, 'POST', '/api/create-subscription', cookie, body)).json<{ clientSecret: string }>();
  const pay = async (cookie: string, clientSecret: string) =>
    expect(
      (await call(t, 'POST', '/api/subscription/demo-payment', cookie, { clientSecret, outcome: 'approved' }))
        .statusCode,
    ).toBe(200);
  const ending = async (m: Member) => (await notes(m)).filter((n) => n.type === 'membership-ending');

  it('a demo payment: the first is no renewal, renewing early is', async () => {
    const m = await createMember(t);
    await pay(m.cookie, (await start(m.cookie)).clientSecret);
    expect(await notes(m)).toEqual([]);
    await pay(m.cookie, (await start(m.cookie, { renew: true })).clientSecret);
    const until = (await userRow(t, m.user.id))!.subscriptionEnd!;
    expect((await notes(m)).map((n) => [n.type, n.body])).toEqual([
      ['membership-renewed', `Sua assinatura foi renovada até ${ddmmyyyy(until)}.`],
    ]);
  });

  it('members whose membership will end in 3 days are told once per end date; renewing ones and admins never', async () => {
    const member = async (values: Parameters<typeof setUser>[2]) => {
      const m = await createMember(t);
      await setUser(t, m.user.id, { subscriptionStatus: 'active', ...values });
      return m;
    };
    const in2_5 = new Date(Date.now() + 2.5 * DAY_MS);
    const demo = await member({ subscriptionSource: 'demo', subscriptionEnd: in2_5 });
    const grant = await member({ subscriptionSource: 'grant', subscriptionEnd: in2_5 });
    const cancelled = await member({
      subscriptionSource: 'stripe',
      stripeSubscriptionStatus: 'active',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEnd: in2_5,
    });
    const renewing = await member({
      subscriptionSource: 'stripe',
      stripeSubscriptionStatus: 'active',
      subscriptionEnd: in2_5,
    });
    const late = await member({ subscriptionSource: 'demo', subscriptionEnd: new Date(Date.now() + DAY_MS) });
    const far = await member({ subscriptionSource: 'admin', subscriptionEnd: new Date(Date.now() + 10 * DAY_MS) });
    const deactivated = await member({ subscriptionSource: 'grant', subscriptionEnd: in2_5 });
    await setUser(t, deactivated.user.id, { isActive: false });
    // An administrator without a membership has no end to announce.
    expect((await userRow(t, admin.user.id))?.subscriptionEnd).toBeNull();

    const { payments } = t.app.services;
    await payments.remindEnding();
    await payments.remindEnding();
    for (const m of [demo, grant, cancelled]) {
      const list = await ending(m);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        title: 'Sua assinatura termina em 3 dias',
        body: `Sua assinatura termina em ${ddmmyyyy(in2_5)}. Renove para continuar com acesso.`,
        target: { kind: 'membership', id: null },
      });
    }
    for (const m of [renewing, late, far, admin]) expect(await ending(m)).toEqual([]);
    // A deactivated account cannot sign in to read it: nothing is made for it.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, deactivated.user.id))).toEqual([]);

    // Given a month more: the new end is announced when it comes near, once.
    const newEnd = new Date(in2_5.getTime() + 30 * DAY_MS);
    await setUser(t, grant.user.id, { subscriptionEnd: newEnd });
    const then = new Date(Date.now() + 30 * DAY_MS);
    await payments.remindEnding(then);
    await payments.remindEnding(then);
    expect((await ending(grant)).map((n) => n.body)).toEqual([
      `Sua assinatura termina em ${ddmmyyyy(newEnd)}. Renove para continuar com acesso.`,
      `Sua assinatura termina em ${ddmmyyyy(in2_5)}. Renove para continuar com acesso.`,
    ]);
  });

  it('two instances running the job at the same moment tell each member once', async () => {
    const end = new Date(Date.now() + 2.2 * DAY_MS);
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(t)));
    for (const m of members) {
      await setUser(t, m.user.id, { subscriptionStatus: 'active', subscriptionSource: 'demo', subscriptionEnd: end });
    }
    const other = await appWithEnv(t, {});
    const made = await Promise.all([
      t.app.services.payments.remindEnding(),
      other.app.services.payments.remindEnding(),
      t.app.services.payments.remindEnding(),
      other.app.services.payments.remindEnding(),
    ]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(8);
    for (const m of members) expect(await ending(m)).toHaveLength(1);
  });
});
