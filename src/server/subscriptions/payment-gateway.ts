/**
 * What the membership needs from a payment provider. `stripe-gateway.ts` implements it with the
 * official SDK; `demo-gateway.ts` simulates it on a fresh clone without keys (decision 013).
 */
export type ProviderStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

/** The provider's current view of one subscription: the webhook applies this, never the event body. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: ProviderStatus;
  /** Start and end of the current billing period. */
  periodStart: Date;
  periodEnd: Date;
  /** The latest invoice is paid: the member has paid through periodEnd (else through periodStart). */
  latestInvoicePaid: boolean;
  cancelAtPeriodEnd: boolean;
  priceCents: number | null;
  /** metadata.userId set at creation. */
  userId: number | null;
  /** Client secret of the first invoice's payment, while one is to be confirmed. */
  clientSecret: string | null;
  /**
   * When this state was asked for: the moment just before the request left (Stripe). A snapshot read
   * earlier than the one the member's row holds is older news and is not applied (decision 027).
   * The demo gateway, in-process and answered at once, leaves it out.
   */
  readAt?: Date;
}

export interface PaymentGateway {
  kind: 'stripe' | 'demo';
  /** Stripe.js key for the browser (null in demo). */
  publishableKey: string | null;
  portalEnabled: boolean;
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** A subscription waiting for its first payment (`default_incomplete`), with its client secret. */
  createSubscription(input: {
    customerId: string;
    userId: number;
    plan: 'promo' | 'regular';
    priceCents: number;
    /** Same key, same subscription: two app instances answering one double click create one. */
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now (account deletion). */
  cancelNow(id: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** The provider could not be reached or refused: the caller answers 502/503, nothing half-written. */
export class GatewayError extends Error {}
