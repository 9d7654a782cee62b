import Stripe from 'stripe';
import type { StripeSettings } from '../config.js';
import {
  GatewayError,
  type PaymentGateway,
  type ProviderStatus,
  type SubscriptionSnapshot,
} from './payment-gateway.js';

const PRODUCT_NAME = 'Assinatura da Comunidade';

/** The SDK pointed at api.stripe.com, or at STRIPE_API_URL (a local fake in tests). */
export function createStripeClient(s: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const url = s.apiUrl ? new URL(s.apiUrl) : null;
  return new Stripe(s.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(url ? { host: url.hostname, port: url.port, protocol: url.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * When a read was asked for (decision 027: the later-asked read wins). Strictly increasing in this
 * process: two reads asked within one millisecond still have an order, where `new Date()` gave both
 * the same instant and the earlier-asked one, arriving last, was then not seen as stale.
 */
let lastReadAt = 0;
function readClock(): Date {
  lastReadAt = Math.max(Date.now(), lastReadAt + 1);
  return new Date(lastReadAt);
}

function toSnapshot(sub: Stripe.Subscription, readAt: Date): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const userId = Number(sub.metadata?.userId);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status as ProviderStatus,
    periodStart: new Date((item?.current_period_start ?? sub.start_date) * 1000),
    periodEnd: new Date((item?.current_period_end ?? sub.start_date) * 1000),
    latestInvoicePaid: invoice?.status === 'paid',
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    priceCents: item?.price?.unit_amount ?? null,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    clientSecret: invoice?.status === 'open' ? (invoice.confirmation_secret?.client_secret ?? null) : null,
    readAt,
  };
}

/** Network failures and Stripe errors become GatewayError (the service maps it to a pt-BR answer). */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new GatewayError(err instanceof Error ? err.message : String(err));
  }
}

export function createStripeGateway(settings: StripeSettings, stripe = createStripeClient(settings)): PaymentGateway {
  const expand = ['latest_invoice.confirmation_secret'];
  const priceIds = new Map<string, Promise<string>>();

  /**
   * The price for a plan and amount: the configured id, else the one with lookup_key
   * `membership_<plan>_<cents>`, created once when missing (a new amount in site config gets a new
   * price; members already subscribed keep theirs).
   */
  function priceFor(plan: 'promo' | 'regular', cents: number): Promise<string> {
    const configured = plan === 'promo' ? settings.pricePromo : settings.priceRegular;
    if (configured) return Promise.resolve(configured);
    const lookupKey = `membership_${plan}_eur_${cents}`;
    let found = priceIds.get(lookupKey);
    if (!found) {
      found = (async () => {
        const list = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        if (list.data[0]) return list.data[0].id;
        const created = await stripe.prices.create(
          {
            currency: 'eur',
            unit_amount: cents,
            recurring: { interval: 'month' },
            lookup_key: lookupKey,
            product_data: { name: PRODUCT_NAME },
          },
          { idempotencyKey: `price-${lookupKey}` },
        );
        return created.id;
      })();
      // A failed lookup is retried on the next call instead of being cached.
      found.catch(() => priceIds.delete(lookupKey));
      priceIds.set(lookupKey, found);
    }
    return found;
  }

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    portalEnabled: settings.portalEnabled,

    createCustomer: (user) =>
      call(async () => {
        const c = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: String(user.id) } },
          { idempotencyKey: `customer-user-${user.id}` },
        );
        return c.id;
      }),

    createSubscription: ({ customerId, userId, plan, priceCents, idempotencyKey }) =>
      call(async () => {
        const price = await priceFor(plan, priceCents);
        const readAt = readClock();
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: String(userId), plan },
            expand,
          },
          { idempotencyKey },
        );
        return toSnapshot(sub, readAt);
      }),

    async retrieveSubscription(id) {
      const readAt = readClock();
      try {
        return toSnapshot(await stripe.subscriptions.retrieve(id, { expand }), readAt);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw new GatewayError(err instanceof Error ? err.message : String(err));
      }
    },

    setCancelAtPeriodEnd: (id, cancel) =>
      call(async () => {
        const readAt = readClock();
        return toSnapshot(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand }), readAt);
      }),

    cancelNow: (id) =>
      call(async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (err) {
          // Already gone at Stripe: nothing left to cancel.
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return;
          throw err;
        }
      }),

    portalUrl: (customerId, returnUrl) =>
      call(
        async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),
  };
}

/** Verifies the Stripe-Signature header over the raw body; throws when it does not match. */
export function verifyWebhook(stripe: Stripe, rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}

/** The subscription an event is about (subscription events, and invoices of the new and old API shapes). */
export function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const obj = event.data.object;
  if (obj.object === 'subscription') return obj.id;
  if (obj.object === 'invoice') {
    const viaParent = idOf(obj.parent?.subscription_details?.subscription);
    // Older API versions put it on the invoice itself, a field these types no longer have.
    const legacy = 'subscription' in obj ? (obj.subscription as string | { id: string } | null) : null;
    return viaParent ?? idOf(legacy);
  }
  return null;
}
