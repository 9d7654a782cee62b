import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CreateSubscriptionAnswer } from '../../contract/subscriptions.js';
import { siteConfig } from '../site-config/site-config.tables.js';
import { launchPromotion, launchPromotionHolds } from '../subscriptions/subscriptions.tables.js';
import { createTestApp, type TestApp } from './app.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const signer = new Stripe('sk_test_signer');

/** The app with Stripe keys, its SDK pointed at a fresh local fake of the Stripe API. */
export async function createStripeTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; fake: FakeStripe; close(): Promise<void> }> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      STRIPE_PORTAL_ENABLED: 'true',
      ...env,
    },
  });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** A Stripe event as Stripe sends it: JSON body and a valid Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
}

export const deliver = (t: TestApp, event: ReturnType<typeof signedEvent>) =>
  t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: event.payload, headers: event.headers });

export const subscriptionEvent = (type: string, subId: string, opts: { id?: string } = {}) =>
  signedEvent(type, { id: subId, object: 'subscription', status: 'stale-copy-never-read' }, opts);

export async function createSubscription(t: TestApp, cookie: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie } });
  return { res, body: res.json<CreateSubscriptionAnswer & { clientSecret?: string }>() };
}

/** Subscribes through the API, then Stripe "takes the payment" and sends the webhook. */
export async function subscribeAndPay(t: TestApp, fake: FakeStripe, cookie: string) {
  const { res } = await createSubscription(t, cookie);
  if (res.statusCode !== 200) throw new Error(`create-subscription: ${res.statusCode} ${res.body}`);
  const sub = [...fake.subscriptions.values()].at(-1)!;
  fake.setState(sub.id, { status: 'active', invoiceStatus: 'paid' });
  const hook = await deliver(t, subscriptionEvent('customer.subscription.updated', sub.id));
  if (hook.statusCode !== 200) throw new Error(`webhook: ${hook.statusCode} ${hook.body}`);
  return sub;
}

export async function setConfig(t: TestApp, key: string, value: string) {
  await t.db.update(siteConfig).set({ value }).where(eq(siteConfig.key, key));
  t.app.services.siteConfig.invalidate();
}

/** `taken` places paid for, and no place held (every hold of a payment in progress dropped). */
export async function setPromoTaken(t: TestApp, taken: number) {
  await t.db.delete(launchPromotionHolds);
  await t.db
    .insert(launchPromotion)
    .values({ id: 1, taken, held: 0 })
    .onConflictDoUpdate({ target: launchPromotion.id, set: { taken, held: 0 } });
}
