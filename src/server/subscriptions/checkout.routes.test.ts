import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOffer } from '../../contract/subscriptions.js';
import { call, userRow } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import type { FakeStripe } from '../test/fake-stripe.js';
import {
  createStripeTestApp,
  createSubscription,
  setConfig,
  setPromoTaken,
  subscribeAndPay,
} from '../test/payments.js';
import { users } from '../users/users.tables.js';
import { launchPromotionHolds } from './subscriptions.tables.js';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());

const offer = async () => (await call(t, 'GET', '/api/subscription/offer')).json<SubscriptionOffer>();
const priceOf = (subId: string) => fake.prices.get(fake.subscriptions.get(subId)!.priceId)!.unit_amount;

describe('POST /api/create-subscription against Stripe', () => {
  it('answers 401 to a visitor and creates nothing', async () => {
    const before = fake.calls.length;
    const res = await call(t, 'POST', '/api/create-subscription');
    expect(res.statusCode).toBe(401);
    expect(fake.calls.length).toBe(before);
  });

  it('creates the customer once, stores its id, and reuses it for a later subscription', async () => {
    const m = await createMember(t);
    const first = await createSubscription(t, m.cookie);
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const row = await userRow(t, m.user.id);
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    const sub = fake.subscriptions.get(row!.stripeSubscriptionId!)!;
    expect(sub).toMatchObject({
      customer: row!.stripeCustomerId,
      status: 'incomplete',
      metadata: { userId: String(m.user.id) },
    });

    // The first attempt is never paid and expires; the next attempt makes a new subscription, same customer.
    fake.setState(sub.id, { status: 'incomplete_expired', invoiceStatus: 'void' });
    const customersBefore = fake.count('POST /v1/customers');
    const second = await createSubscription(t, m.cookie);
    expect(second.res.statusCode).toBe(200);
    expect(second.body.clientSecret).not.toBe(first.body.clientSecret);
    expect(fake.count('POST /v1/customers')).toBe(customersBefore);
    const after = await userRow(t, m.user.id);
    expect(after?.stripeCustomerId).toBe(row!.stripeCustomerId);
    expect(fake.subscriptions.get(after!.stripeSubscriptionId!)!.customer).toBe(row!.stripeCustomerId);
  });

  it('a double click creates one subscription: both answers carry the same client secret', async () => {
    const m = await createMember(t);
    const before = fake.count('POST /v1/subscriptions');
    const [a, b] = await Promise.all([createSubscription(t, m.cookie), createSubscription(t, m.cookie)]);
    expect(a.res.statusCode).toBe(200);
    expect(b.res.statusCode).toBe(200);
    expect(a.body.clientSecret).toBe(b.body.clientSecret);
    expect(fake.count('POST /v1/subscriptions')).toBe(before + 1);
    // A third call later (page reloaded) still answers the pending subscription's secret.
    const c = await createSubscription(t, m.cookie);
    expect(c.body.clientSecret).toBe(a.body.clientSecret);
    expect(fake.count('POST /v1/subscriptions')).toBe(before + 1);
  });

  it('a double click answered by two app instances still creates one subscription (Stripe idempotency key)', async () => {
    const other = await createTestApp({
      database: t.database,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: fake.url,
      },
    });
    try {
      const m = await createMember(t);
      const before = fake.subscriptions.size;
      const [a, b] = await Promise.all([createSubscription(t, m.cookie), createSubscription(other, m.cookie)]);
      expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
      expect(a.body.clientSecret).toBe(b.body.clientSecret);
      expect(fake.subscriptions.size).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('answers already_active to a paying member, without calling Stripe', async () => {
    const m = await createMember(t);
    await subscribeAndPay(t, fake, m.cookie);
    const before = fake.calls.length;
    const again = await createSubscription(t, m.cookie);
    expect(again.body).toEqual({ status: 'already_active' });
    expect(fake.calls.length).toBe(before);
  });

  it('decides the price on the server: a price in the body is ignored', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: { cookie: m.cookie },
      payload: { priceCents: 1, price: 'price_cheat', plan: 'promo' },
    });
    expect(res.statusCode).toBe(200);
    const row = await userRow(t, m.user.id);
    expect(priceOf(row!.stripeSubscriptionId!)).toBe(299);
    expect(row?.subscriptionPriceCents).toBe(299);
  });

  it('prices come from site config, looked up by lookup_key and created once', async () => {
    const keys = [...fake.prices.values()].map((p) => p.lookup_key);
    expect(keys.filter((k) => k === 'membership_promo_eur_299')).toHaveLength(1);
  });
});

describe('launch promotion places', () => {
  it('gives the last place exactly once to 20 members asking at the same moment; the others pay the regular price', async () => {
    await setConfig(t, 'launch_promotion_limit', '50');
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(t)));
    await setPromoTaken(t, 49);
    expect((await offer()).promotion).toMatchObject({ active: true, remaining: 1 });

    const answers = await Promise.all(members.map((m) => createSubscription(t, m.cookie)));
    expect(answers.map((a) => a.res.statusCode)).toEqual(Array(20).fill(200));

    const rows = await Promise.all(members.map((m) => userRow(t, m.user.id)));
    const prices = rows.map((r) => priceOf(r!.stripeSubscriptionId!));
    expect(prices.filter((p) => p === 299)).toHaveLength(1);
    expect(prices.filter((p) => p === 999)).toHaveLength(19);
    // The place is held for the payment in progress; it is the member's only once paid (issue 28).
    expect(await t.db.select().from(launchPromotionHolds)).toHaveLength(1);
    expect(rows.filter((r) => r!.launchPromoPlace)).toHaveLength(0);

    const o = await offer();
    expect(o.promotion).toMatchObject({ active: false, remaining: 0, limit: 50 });
    expect(o.priceCents).toBe(999);
  });

  it('the offer computes the discount from the two prices and shows the configured end date', async () => {
    await setPromoTaken(t, 10);
    await setConfig(t, 'launch_promotion_until', '2099-06-30');
    let o = await offer();
    expect(o).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_fake',
      promoPriceCents: 299,
      regularPriceCents: 999,
      discountPercent: 70,
      priceCents: 299,
    });
    expect(o.promotion).toEqual({ active: true, limit: 50, remaining: 40, until: '2099-06-30' });

    await setConfig(t, 'subscription_regular_price', '5.98');
    expect((await offer()).discountPercent).toBe(50);
    await setConfig(t, 'subscription_regular_price', '9.99');

    // Past its end date the promotion is over, places or not.
    await setConfig(t, 'launch_promotion_until', '2020-01-31');
    o = await offer();
    expect(o.promotion.active).toBe(false);
    expect(o.priceCents).toBe(999);
    const m = await createMember(t);
    await createSubscription(t, m.cookie);
    const row = await userRow(t, m.user.id);
    expect(priceOf(row!.stripeSubscriptionId!)).toBe(999);
    expect(row?.launchPromoPlace).toBe(false);
    await setConfig(t, 'launch_promotion_until', '2099-06-30');
  });

  it('a place taken by a subscription that is never paid goes back to the pool', async () => {
    await setPromoTaken(t, 0);
    const m = await createMember(t);
    await createSubscription(t, m.cookie);
    expect((await offer()).promotion.remaining).toBe(49);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.user.id));
    fake.setState(row!.stripeSubscriptionId!, { status: 'incomplete_expired', invoiceStatus: 'void' });
    const { deliver, subscriptionEvent } = await import('../test/payments.js');
    expect(
      (await deliver(t, subscriptionEvent('customer.subscription.updated', row!.stripeSubscriptionId!))).statusCode,
    ).toBe(200);
    expect((await offer()).promotion.remaining).toBe(50);
    expect((await userRow(t, m.user.id))?.launchPromoPlace).toBe(false);
  });
});
