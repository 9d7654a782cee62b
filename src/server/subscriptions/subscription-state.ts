import type { SubscriptionSource } from '../../contract/subscriptions.js';
import type { SubscriptionSnapshot } from './payment-gateway.js';

const DAY_MS = 86_400_000;

/** The membership columns a provider snapshot sets (users table, decision 013). */
export interface MembershipMirror {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  stripeSubscriptionStatus: string;
  subscriptionStatus?: 'active' | 'inactive';
  subscriptionEnd?: Date;
  subscriptionSource?: SubscriptionSource;
  subscriptionCancelAtPeriodEnd: boolean;
  subscriptionPriceCents?: number | null;
  /** The floor kept from time given outside the subscription (payments.helpers keepTimeGivenElsewhere). */
  subscriptionFloorEnd?: Date;
  /** The member gives up their launch-promotion place: 'release' returns it (never paid), 'drop' does not. */
  promoPlace?: 'release' | 'drop';
}

/**
 * Decision 013, from the provider's current state (never an event's copy, so old events change nothing):
 * - incomplete: waiting for the first payment; the membership is untouched;
 * - active / trialing: active until the current period end;
 * - past_due: still active for `graceDays` after the end of what was paid, then inactive;
 * - canceled / unpaid / incomplete_expired / paused: active until the end of what was paid, then inactive.
 * "Paid through" is the period end when the latest invoice is paid, else the period start.
 */
export function mirrorOf(
  snap: SubscriptionSnapshot,
  source: Extract<SubscriptionSource, 'stripe' | 'demo'>,
  graceDays: number,
  now = new Date(),
): MembershipMirror {
  const base = {
    stripeSubscriptionId: snap.id,
    stripeCustomerId: snap.customerId,
    stripeSubscriptionStatus: snap.status,
    subscriptionCancelAtPeriodEnd: false,
  };
  if (snap.status === 'incomplete') return base;
  const paidThrough = snap.latestInvoicePaid ? snap.periodEnd : snap.periodStart;
  const until = (end: Date) => ({
    subscriptionStatus: end.getTime() > now.getTime() ? ('active' as const) : ('inactive' as const),
    subscriptionEnd: end,
    subscriptionSource: source,
    subscriptionPriceCents: snap.priceCents,
  });
  switch (snap.status) {
    case 'active':
    case 'trialing':
      return { ...base, ...until(snap.periodEnd), subscriptionCancelAtPeriodEnd: snap.cancelAtPeriodEnd };
    case 'past_due':
      return { ...base, ...until(new Date(paidThrough.getTime() + graceDays * DAY_MS)) };
    case 'incomplete_expired':
      // Never paid: the promotional place goes back to the pool.
      return { ...base, ...until(paidThrough), promoPlace: 'release' };
    default:
      // canceled, unpaid, paused: the launch price lasts only while subscribed.
      return { ...base, ...until(paidThrough), promoPlace: 'drop' };
  }
}
