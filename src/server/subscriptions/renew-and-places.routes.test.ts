import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOffer } from '../../contract/subscriptions.js';
import { call, setUser, userRow } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import { createStripeTestApp, deliver, setPromoTaken, subscriptionEvent } from '../test/payments.js';
import { addCalendarMonths } from './subscriptions.service.js';
import { launchPromotion, launchPromotionHolds } from './subscriptions.tables.js';

const DAY_MS = 86_400_000;
type Checkout = { clientSecret: string; mode: string; priceCents: number; status?: string };

const start = async (t: TestApp, cookie: string, body?: object) =>
  (await call(t, 'POST', '/api/create-subscription', cookie, body)).json<Checkout>();
const pay = (t: TestApp, cookie: string, clientSecret: string) =>
  call(t, 'POST', '/api/subscription/demo-payment', cookie, { clientSecret, outcome: 'approved' });
const offer = async (t: TestApp, cookie?: string) =>
  (await call(t, 'GET', '/api/subscription/offer', cookie)).json<SubscriptionOffer>();
const remaining = async (t: TestApp, cookie?: string) => (await offer(t, cookie)).promotion.remaining;
/** The holds' time is up (as PROMO_HOLD_SECONDS later). */
const expireHolds = (t: TestApp) => t.db.update(launchPromotionHolds).set({ expiresAt: new Date(Date.now() - 1000) });

describe('issue 28: paying while already a member never shortens the membership (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an admin-granted member is told they are a member; renewing early adds the month after the current end', async () => {
    const admin = await createMember(t, { admin: true });
    const bruno = await createMember(t);
    const granted = await call(t, 'POST', `/api/admin/users/${bruno.user.id}/activate-subscription`, admin.cookie);
    expect(granted.statusCode, granted.body).toBe(200);
    const end = (await userRow(t, bruno.user.id))!.subscriptionEnd!;
    expect(end.getTime()).toBeGreaterThan(Date.now() + 300 * DAY_MS);

    // Opening /subscribe starts nothing for a member in force.
    expect(await start(t, bruno.cookie)).toEqual({ status: 'already_active' });

    const { clientSecret, mode } = await start(t, bruno.cookie, { renew: true });
    expect(mode).toBe('demo');
    const res = await pay(t, bruno.cookie, clientSecret);
    expect(res.statusCode, res.body).toBe(200);
    const row = await userRow(t, bruno.user.id);
    expect(row).toMatchObject({ subscriptionStatus: 'active', subscriptionSource: 'demo' });
    expect(Math.abs(row!.subscriptionEnd!.getTime() - addCalendarMonths(end, 1).getTime())).toBeLessThan(5000);
    const me = (await call(t, 'GET', '/api/user', bruno.cookie)).json<{ subscriptionEnd: string }>();
    expect(Date.parse(me.subscriptionEnd)).toBeGreaterThan(end.getTime());

    // A membership that has ended: the month paid starts today.
    const m = await createMember(t);
    await setUser(t, m.user.id, {
      subscriptionStatus: 'active',
      subscriptionSource: 'grant',
      subscriptionEnd: new Date(Date.now() - DAY_MS),
    });
    const ended = await start(t, m.cookie);
    const before = new Date();
    expect((await pay(t, m.cookie, ended.clientSecret)).statusCode).toBe(200);
    const paid = await userRow(t, m.user.id);
    expect(Math.abs(paid!.subscriptionEnd!.getTime() - addCalendarMonths(before, 1).getTime())).toBeLessThan(5000);
  });
});

describe('issue 28: a Stripe subscription after an admin grant never shortens it', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await createStripeTestApp());
  });
  afterAll(() => close());

  it('the end is max(granted end, period end), also when the subscription is canceled', async () => {
    const m = await createMember(t);
    const grantedEnd = new Date(Date.now() + 365 * DAY_MS);
    await setUser(t, m.user.id, {
      subscriptionStatus: 'active',
      subscriptionSource: 'admin',
      subscriptionEnd: grantedEnd,
    });
    expect(await start(t, m.cookie)).toEqual({ status: 'already_active' });

    const checkout = await start(t, m.cookie, { renew: true });
    expect(checkout.mode).toBe('stripe');
    const subId = (await userRow(t, m.user.id))!.stripeSubscriptionId!;
    const s = fake.setState(subId, { status: 'active', invoiceStatus: 'paid' });
    expect((await deliver(t, subscriptionEvent('customer.subscription.updated', subId))).statusCode).toBe(200);
    let row = await userRow(t, m.user.id);
    expect(s.periodEnd * 1000).toBeLessThan(grantedEnd.getTime());
    expect(row).toMatchObject({ subscriptionStatus: 'active', subscriptionSource: 'stripe' });
    expect(row!.subscriptionEnd!.getTime()).toBe(grantedEnd.getTime());

    // Next month's renewal, then a cancellation: the granted time is still kept.
    fake.setState(subId, { status: 'active', invoiceStatus: 'paid' });
    await deliver(t, subscriptionEvent('customer.subscription.updated', subId));
    fake.setState(subId, { status: 'canceled', invoiceStatus: 'paid' });
    await deliver(t, subscriptionEvent('customer.subscription.deleted', subId));
    row = await userRow(t, m.user.id);
    expect(row).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionStatus: 'canceled' });
    expect(row!.subscriptionEnd!.getTime()).toBe(grantedEnd.getTime());

    // A paying member is never offered a second subscription, renew or not.
    const paying = await createMember(t);
    await start(t, paying.cookie);
    const payingSub = (await userRow(t, paying.user.id))!.stripeSubscriptionId!;
    fake.setState(payingSub, { status: 'active', invoiceStatus: 'paid' });
    await deliver(t, subscriptionEvent('customer.subscription.updated', payingSub));
    expect(await start(t, paying.cookie, { renew: true })).toEqual({ status: 'already_active' });
  });
});

describe('issue 28: launch-promotion places are taken by payments, held only for a few minutes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('twenty members open the checkout and two pay: 50 − 2 − already taken once the holds are up', async () => {
    const already = 3;
    await setPromoTaken(t, already);
    expect(await remaining(t)).toBe(50 - already);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(t)));

    const checkouts = await Promise.all(members.map((m) => start(t, m.cookie)));
    expect(checkouts.map((c) => c.priceCents)).toEqual(Array(20).fill(299));
    // While their payments are in progress the places are held; each member still sees their own.
    expect(await remaining(t)).toBe(50 - already - 20);
    expect(await remaining(t, members[5]!.cookie)).toBe(50 - already - 20 + 1);

    for (const i of [0, 1]) expect((await pay(t, members[i]!.cookie, checkouts[i]!.clientSecret)).statusCode).toBe(200);
    expect(await remaining(t)).toBe(50 - already - 20);
    expect((await userRow(t, members[0]!.user.id))?.launchPromoPlace).toBe(true);
    expect((await userRow(t, members[2]!.user.id))?.launchPromoPlace).toBe(false);

    // The hold is up: the eighteen curious members' places come back.
    await expireHolds(t);
    expect(await remaining(t)).toBe(50 - already - 2);
    // The next claim sweeps them for good and holds one.
    const next = await createMember(t);
    expect((await start(t, next.cookie)).priceCents).toBe(299);
    expect(await remaining(t)).toBe(50 - already - 2 - 1);
    const [row] = await t.db.select().from(launchPromotion).where(eq(launchPromotion.id, 1));
    expect(row).toMatchObject({ taken: already + 2, held: 1 });

    // Opening the page again renews the member's own hold; it never takes a second place.
    await start(t, next.cookie);
    expect(await remaining(t)).toBe(50 - already - 2 - 1);
  });

  it('a burst for the last place holds it once; a lapsed hold given to another is not oversold', async () => {
    await t.db.delete(launchPromotionHolds);
    await t.db.update(launchPromotion).set({ taken: 49, held: 0 }).where(eq(launchPromotion.id, 1));
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(t)));
    const checkouts = await Promise.all(members.map((m) => start(t, m.cookie)));
    const promo = checkouts.map((c, i) => ({ c, m: members[i]! })).filter((x) => x.c.priceCents === 299);
    expect(promo).toHaveLength(1);
    expect(checkouts.filter((c) => c.priceCents === 999)).toHaveLength(11);
    expect(await remaining(t)).toBe(0);

    // The holder walks away; after the hold another member gets the place and pays.
    await expireHolds(t);
    expect(await remaining(t)).toBe(1);
    const late = await createMember(t);
    const lateCheckout = await start(t, late.cookie);
    expect(lateCheckout.priceCents).toBe(299);
    expect((await pay(t, late.cookie, lateCheckout.clientSecret)).statusCode).toBe(200);
    // The first holder pays after all: their price is honoured, but no place beyond the 50 is counted.
    expect((await pay(t, promo[0]!.m.cookie, promo[0]!.c.clientSecret)).statusCode).toBe(200);
    const [row] = await t.db.select().from(launchPromotion).where(eq(launchPromotion.id, 1));
    expect(row).toMatchObject({ taken: 50, held: 0 });
    expect(await remaining(t)).toBe(0);
    expect((await offer(t)).promotion.active).toBe(false);
  });
});
