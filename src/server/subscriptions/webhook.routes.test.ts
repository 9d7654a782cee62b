import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../contract/users.js';
import { call, userRow } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import { createStripeTestApp, createSubscription, deliver, signedEvent, subscriptionEvent } from '../test/payments.js';
import { stripeEvents } from './subscriptions.tables.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp({ PAYMENT_GRACE_DAYS: '3' }));
});
afterAll(() => close());

const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const me = async (cookie: string) => (await call(t, 'GET', '/api/user', cookie)).json<CurrentUser>();

/** A member with a pending subscription at Stripe (created through the API). */
async function pendingMember() {
  const m = await createMember(t);
  await createSubscription(t, m.cookie);
  const subId = (await userRow(t, m.user.id))!.stripeSubscriptionId!;
  return { ...m, subId };
}

describe('POST /api/stripe/webhook', () => {
  it('a valid event activates the membership until the period end, source stripe', async () => {
    const m = await pendingMember();
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
    const s = fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    const res = await deliver(
      t,
      signedEvent('invoice.paid', {
        id: s.invoice.id,
        object: 'invoice',
        parent: { subscription_details: { subscription: m.subId } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await userRow(t, m.user.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionSource: 'stripe',
      stripeSubscriptionStatus: 'active',
      subscriptionPriceCents: 299,
    });
    expect(row?.subscriptionEnd?.getTime()).toBe(s.periodEnd * 1000);
    expect((await me(m.cookie)).subscriptionStatus).toBe('active');
  });

  it('a bad signature answers 400 and changes nothing', async () => {
    const m = await pendingMember();
    fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    const forged = subscriptionEvent('customer.subscription.updated', m.subId);
    const wrongSecret = signedEvent(
      'customer.subscription.updated',
      { id: m.subId, object: 'subscription' },
      { secret: 'whsec_attacker' },
    );
    const eventsBefore = (await t.db.select().from(stripeEvents)).length;
    for (const res of [
      await deliver(t, { ...forged, payload: forged.payload.replace('stale-copy', 'tampered-copy') }),
      await deliver(t, wrongSecret),
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: forged.payload,
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Assinatura do webhook inválida.');
    }
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('inactive');
    expect((await t.db.select().from(stripeEvents)).length).toBe(eventsBefore);
  });

  it('applies each event once: a redelivered event id changes nothing', async () => {
    const m = await pendingMember();
    fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    const event = subscriptionEvent('customer.subscription.updated', m.subId, { id: 'evt_once_only' });
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: false });
    const end = (await userRow(t, m.user.id))!.subscriptionEnd;
    // Stripe moves on (a renewal), then redelivers the old event: it is not applied again.
    fake.setState(m.subId, { periodEnd: nowS() + 60 * DAY });
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(t, m.user.id))!.subscriptionEnd).toEqual(end);
  });

  it('is order-independent: an old "updated" arriving after a newer one changes nothing', async () => {
    const m = await pendingMember();
    const oldEvent = subscriptionEvent('customer.subscription.updated', m.subId); // sent while active
    fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    // The member cancels at period end; Stripe's newer event arrives first.
    fake.setState(m.subId, { cancelAtPeriodEnd: true });
    await deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
    const after = await userRow(t, m.user.id);
    expect(after).toMatchObject({ subscriptionStatus: 'active', subscriptionCancelAtPeriodEnd: true });
    // The older event arrives late: the handler re-reads Stripe and the state stays as it is.
    expect((await deliver(t, oldEvent)).statusCode).toBe(200);
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEnd: after!.subscriptionEnd,
    });
  });

  it('a slow read that lands after a newer one is not applied: "deleted", then a stale "updated", the member stays cancelled', async () => {
    const m = await pendingMember();
    fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    await deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
    expect((await me(m.cookie)).subscriptionStatus).toBe('active');
    // An "updated" event's read of Stripe is answered now (active until next month) but lands late.
    const hold = fake.holdNextRead(m.subId);
    const slow = deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
    await hold.arrived;
    // Meanwhile Stripe cancels at once (nothing paid for the current period) and says so.
    fake.setState(m.subId, { status: 'canceled', invoiceStatus: 'open', periodStart: nowS() - DAY });
    expect((await deliver(t, subscriptionEvent('customer.subscription.deleted', m.subId))).statusCode).toBe(200);
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
    hold.release();
    expect((await slow).statusCode).toBe(200);
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionStatus: 'inactive',
      stripeSubscriptionStatus: 'canceled',
    });
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
    expect((await call(t, 'GET', '/api/subscription', m.cookie)).json().active).toBe(false);
  });

  // The clock stopped: both reads are asked for within one millisecond (a fast database made that
  // happen in CI), and the earlier-asked one still loses.
  it.each([
    ['', false],
    [', both asked within one millisecond', true],
  ])(
    'of two reads of a running subscription, the one asked for later wins whatever the arrival order%s',
    async (_, frozen) => {
      const m = await pendingMember();
      if (frozen) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
        const hold = fake.holdNextRead(m.subId);
        const slow = deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
        await hold.arrived;
        fake.setState(m.subId, { cancelAtPeriodEnd: true });
        await deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
        expect(await userRow(t, m.user.id)).toMatchObject({ subscriptionCancelAtPeriodEnd: true });
        hold.release();
        expect((await slow).statusCode).toBe(200);
        expect(await userRow(t, m.user.id)).toMatchObject({
          subscriptionStatus: 'active',
          subscriptionCancelAtPeriodEnd: true,
        });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('past_due keeps the member active for PAYMENT_GRACE_DAYS after the paid period, then inactive', async () => {
    const m = await pendingMember();
    // Renewal failed one day ago: paid through the new period's start.
    const paidThrough = nowS() - DAY;
    fake.setState(m.subId, {
      status: 'past_due',
      invoiceStatus: 'open',
      periodStart: paidThrough,
      periodEnd: paidThrough + 30 * DAY,
    });
    await deliver(t, subscriptionEvent('invoice.payment_failed', m.subId));
    const row = await userRow(t, m.user.id);
    expect(row?.subscriptionEnd?.getTime()).toBe((paidThrough + 3 * DAY) * 1000);
    expect((await me(m.cookie)).subscriptionStatus).toBe('active');
    const mine = (await call(t, 'GET', '/api/subscription', m.cookie)).json();
    expect(mine).toMatchObject({ active: true, inGracePeriod: true });

    // Four days after the failure the grace is over.
    fake.setState(m.subId, { periodStart: nowS() - 4 * DAY });
    await deliver(t, subscriptionEvent('customer.subscription.updated', m.subId));
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('inactive');
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
  });

  it('canceled: active until the end of what was paid, then inactive; the launch price is given up', async () => {
    const m = await pendingMember();
    const s = fake.setState(m.subId, { status: 'canceled', invoiceStatus: 'paid' });
    await deliver(t, subscriptionEvent('customer.subscription.deleted', m.subId));
    const row = await userRow(t, m.user.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionStatus: 'canceled',
      launchPromoPlace: false,
    });
    expect(row?.subscriptionEnd?.getTime()).toBe(s.periodEnd * 1000);

    // A subscription canceled after its period ended: inactive at once.
    fake.setState(m.subId, { periodStart: nowS() - 31 * DAY, periodEnd: nowS() - DAY });
    await deliver(t, subscriptionEvent('customer.subscription.deleted', m.subId));
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('inactive');
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
  });

  it('answers 503 (Stripe retries) when the subscription cannot be re-read, and records nothing', async () => {
    const m = await pendingMember();
    const event = subscriptionEvent('customer.subscription.updated', m.subId);
    fake.down = true;
    try {
      expect((await deliver(t, event)).statusCode).toBe(503);
    } finally {
      fake.down = false;
    }
    fake.setState(m.subId, { status: 'active', invoiceStatus: 'paid' });
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: false });
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('active');
  });
});
