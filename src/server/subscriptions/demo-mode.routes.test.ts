import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, SubscriptionOffer } from '../../contract/subscriptions.js';
import { call, userRow } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { addCalendarMonths } from './subscriptions.service.js';

describe('demo mode: no Stripe keys, not production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = async (cookie: string) =>
    (await call(t, 'POST', '/api/create-subscription', cookie)).json<{ clientSecret: string; mode: string }>();
  const pay = (cookie: string, clientSecret: string, outcome: string) =>
    call(t, 'POST', '/api/subscription/demo-payment', cookie, { clientSecret, outcome });

  it('offers the demo checkout', async () => {
    const offer = (await call(t, 'GET', '/api/subscription/offer')).json<SubscriptionOffer>();
    expect(offer).toMatchObject({ mode: 'demo', publishableKey: null, priceCents: 299, discountPercent: 70 });
  });

  it('an approved simulated payment activates one month, source demo, through the webhook path', async () => {
    const m = await createMember(t);
    const { clientSecret, mode } = await start(m.cookie);
    expect(mode).toBe('demo');
    const before = new Date();
    const res = await pay(m.cookie, clientSecret, 'approved');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    const row = await userRow(t, m.user.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionSource: 'demo',
      subscriptionPriceCents: 299,
      launchPromoPlace: true,
    });
    expect(Math.abs(row!.subscriptionEnd!.getTime() - addCalendarMonths(before, 1).getTime())).toBeLessThan(5000);
    expect((await call(t, 'GET', '/api/user', m.cookie)).json().subscriptionStatus).toBe('active');
    // Same secret again: nothing pending any more.
    expect((await pay(m.cookie, clientSecret, 'approved')).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/create-subscription', m.cookie)).json()).toEqual({ status: 'already_active' });

    // Cancel at period end, as with Stripe.
    const cancel = await call(t, 'POST', '/api/subscription/cancel', m.cookie);
    expect(cancel.json<{ subscription: MySubscription }>().subscription).toMatchObject({
      active: true,
      cancelAtPeriodEnd: true,
      source: 'demo',
    });

    // An admin ends a demo subscription at once: no money was paid for its period.
    const admin = await createMember(t, { admin: true });
    const ended = await call(t, 'POST', `/api/admin/users/${m.user.id}/cancel-subscription`, admin.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call(t, 'GET', '/api/user', m.cookie)).json().subscriptionStatus).toBe('inactive');
  });

  it('a declined simulated payment changes nothing', async () => {
    const m = await createMember(t);
    const { clientSecret } = await start(m.cookie);
    const res = await pay(m.cookie, clientSecret, 'declined');
    expect(res.json()).toEqual({ status: 'requires_payment_method' });
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('inactive');
  });

  it("refuses another member's client secret", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const { clientSecret } = await start(a.cookie);
    expect((await pay(b.cookie, clientSecret, 'approved')).statusCode).toBe(400);
    expect((await userRow(t, b.user.id))?.subscriptionStatus).toBe('inactive');
  });
});

describe('production without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('says payments are not available and refuses demo calls with 403', async () => {
    expect((await call(t, 'GET', '/api/subscription/offer')).json()).toMatchObject({ mode: 'unavailable' });
    const m = await createMember(t);
    const create = await call(t, 'POST', '/api/create-subscription', m.cookie);
    expect(create.statusCode).toBe(503);
    expect(create.json().message).toBe('Os pagamentos ainda não estão disponíveis. Tente novamente mais tarde.');
    const demo = await call(t, 'POST', '/api/subscription/demo-payment', m.cookie, {
      clientSecret: 'pi_demo_x_secret_y',
      outcome: 'approved',
    });
    expect(demo.statusCode).toBe(403);
    expect((await userRow(t, m.user.id))?.subscriptionStatus).toBe('inactive');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.statusCode).toBe(400);
  });
});
