import { isMembershipInForce } from '../../contract/membership.js';
import { type MySubscription, SUBSCRIPTION_SOURCES, type SubscriptionSource } from '../../contract/subscriptions.js';
import type { BillingRow } from './subscriptions.repository.js';

/** Paid (Stripe) and demo subscriptions are the member's own to cancel; admin-given ones are not. */
export const selfManaged = (source: string | null) => source === 'stripe' || source === 'demo';

const asSource = (s: string | null) =>
  (SUBSCRIPTION_SOURCES as readonly string[]).includes(s ?? '') ? (s as SubscriptionSource) : null;

/** GET /api/subscription: the member's membership as the mirror holds it. */
export function subscriptionView(row: BillingRow, portalConfigured: boolean): MySubscription {
  const active = isMembershipInForce(row);
  const source = asSource(row.subscriptionSource);
  return {
    active,
    source,
    end: row.subscriptionEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: active && row.subscriptionCancelAtPeriodEnd,
    inGracePeriod: active && source === 'stripe' && row.stripeSubscriptionStatus === 'past_due',
    priceCents: selfManaged(source) ? row.subscriptionPriceCents : null,
    plan:
      selfManaged(source) && (row.subscriptionPlan === 'promo' || row.subscriptionPlan === 'regular')
        ? row.subscriptionPlan
        : null,
    portalAvailable: portalConfigured && !!row.stripeCustomerId,
    memberNumber: row.memberNumber,
  };
}

/**
 * One checkout at a time per member in this process: a double click waits for the first call and
 * then reuses its subscription instead of creating a second one.
 */
export function createCheckoutQueue() {
  const queue = new Map<number, Promise<unknown>>();
  return function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = queue.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    const settled = next.catch(() => undefined);
    queue.set(userId, settled);
    void settled.then(() => {
      if (queue.get(userId) === settled) queue.delete(userId);
    });
    return next;
  };
}
