import { isMembershipInForce } from '../../contract/membership.js';
import {
  type CreateSubscriptionAnswer,
  subscriptionMessages as msg,
  type SubscriptionOffer,
} from '../../contract/subscriptions.js';
import { badRequest, forbidden, HttpError } from '../http-errors.js';
import type { DemoGateway } from './demo-gateway.js';
import { createLaunchPromotionRepository } from './launch-promotion.repository.js';
import { discountPercent, PROMO_HOLD_SECONDS } from './offer.js';
import { GatewayError, type SubscriptionSnapshot } from './payment-gateway.js';
import { createCheckoutQueue, type PaymentsCore, unavailable } from './payments.helpers.js';
import type { BillingRow } from './subscriptions.repository.js';

/** The checkout (decision 013): the offer, a new or pending subscription, the demo mode's payment. */
export function paymentsCheckout(core: PaymentsCore) {
  const { db, gateway, repo, mode, settings, mustBilling, applySnapshot } = core;

  // One checkout at a time per member in this process; across instances Stripe's idempotency key
  // (createSubscription below) gives both requests the same subscription.
  const oneAtATime = createCheckoutQueue();

  /**
   * The price a new subscription gets: promotional while a place can be held, else regular. The place
   * is only held (PROMO_HOLD_SECONDS) until the payment succeeds; an expired hold goes back to the pool.
   */
  async function decidePlan(row: BillingRow) {
    const s = await settings();
    if (s.running) {
      if (row.launchPromoPlace) return { plan: 'promo' as const, priceCents: s.promoPriceCents, claimed: false };
      const held = await db
        .transaction(async (tx) => {
          const places = createLaunchPromotionRepository(tx);
          await places.sweepHolds();
          if ((await places.hold(row.id, PROMO_HOLD_SECONDS)) === 'renewed') return 'renewed';
          // No place left: undo the new hold by rolling the transaction back.
          if (!(await places.takeHeldPlace(s.limit))) throw new NoPlaceLeft();
          return 'new';
        })
        .catch((err) => {
          if (err instanceof NoPlaceLeft) return 'none';
          throw err;
        });
      if (held !== 'none') return { plan: 'promo' as const, priceCents: s.promoPriceCents, claimed: held === 'new' };
    }
    return { plan: 'regular' as const, priceCents: s.regularPriceCents, claimed: false };
  }

  const releaseHold = (userId: number) =>
    db.transaction((tx) => createLaunchPromotionRepository(tx).releaseHold(userId));

  return {
    /**
     * The price now. Places out of the pool: taken by payments, and held by payments in progress
     * (except the viewer's own hold: it is theirs to use).
     */
    async offer(viewerId: number | null = null): Promise<SubscriptionOffer> {
      const s = await settings();
      const places = createLaunchPromotionRepository(db);
      const { taken, held, viewerHolds } = await places.promoCounts(viewerId);
      const remaining = Math.max(0, s.limit - taken - held + (viewerHolds ? 1 : 0));
      const active = s.running && remaining > 0;
      return {
        mode,
        publishableKey: gateway?.publishableKey ?? null,
        priceCents: active ? s.promoPriceCents : s.regularPriceCents,
        promoPriceCents: s.promoPriceCents,
        regularPriceCents: s.regularPriceCents,
        discountPercent: discountPercent(s.promoPriceCents, s.regularPriceCents),
        promotion: { active, limit: s.limit, remaining, until: s.until },
      };
    },

    /**
     * POST /api/create-subscription: already_active, the pending subscription's secret, or a new one.
     * A member in force is answered already_active (issue 28: paying again never shortens anything)
     * unless they ask to renew early (`renew`); a paid Stripe subscription renews by itself, so never.
     */
    createSubscription(userId: number, opts: { renew?: boolean } = {}): Promise<CreateSubscriptionAnswer> {
      return oneAtATime(userId, async () => {
        const row = await mustBilling(userId);
        if (isMembershipInForce(row) && (row.subscriptionSource === 'stripe' || !opts.renew))
          return { status: 'already_active' };
        if (!gateway) throw new HttpError(503, msg.paymentsUnavailable);
        try {
          if (row.stripeSubscriptionId && row.stripeSubscriptionStatus === 'incomplete') {
            const pending = await gateway.retrieveSubscription(row.stripeSubscriptionId);
            // A promotional one is reused only while its place can still be held (the hold may have lapsed).
            const stillPriced = row.subscriptionPlan !== 'promo' || (await decidePlan(row)).plan === 'promo';
            if (pending?.status === 'incomplete' && pending.clientSecret && stillPriced) {
              return {
                clientSecret: pending.clientSecret,
                mode: gateway.kind,
                priceCents: row.subscriptionPriceCents ?? pending.priceCents ?? 0,
              };
            }
          }
          let customerId = row.stripeCustomerId;
          // A demo customer id means nothing to Stripe (keys added after trying the demo).
          if (!customerId || (gateway.kind === 'stripe' && customerId.includes('_demo_'))) {
            customerId = await gateway.createCustomer({
              id: row.id,
              email: row.email,
              name: `${row.firstName} ${row.lastName}`,
            });
            await repo.setCustomer(row.id, customerId);
          }
          const price = await decidePlan(row);
          let snap: SubscriptionSnapshot;
          try {
            snap = await gateway.createSubscription({
              customerId,
              userId: row.id,
              plan: price.plan,
              priceCents: price.priceCents,
              // Derived from what this request saw: a concurrent request elsewhere sees the same.
              idempotencyKey: `subscription-${row.id}-${row.stripeSubscriptionId ?? 'first'}-${price.plan}-${price.priceCents}`,
            });
          } catch (err) {
            if (price.claimed) await releaseHold(row.id);
            throw err;
          }
          await repo.setPending(row.id, { subscriptionId: snap.id, plan: price.plan, priceCents: price.priceCents });
          if (!snap.clientSecret) throw new GatewayError('subscription created without a client secret');
          return { clientSecret: snap.clientSecret, mode: gateway.kind, priceCents: price.priceCents };
        } catch (err) {
          if (err instanceof GatewayError) throw unavailable();
          throw err;
        }
      });
    },

    /** The demo checkout's two buttons. Approval goes through applySnapshot, as a webhook would. */
    async demoPayment(userId: number, clientSecret: string, outcome: 'approved' | 'declined') {
      if (gateway?.kind !== 'demo') throw forbidden(msg.demoRefused);
      const demo = gateway as DemoGateway;
      const row = await mustBilling(userId);
      // Renewing early: the month paid starts where the membership in force ends (issue 28).
      const end = isMembershipInForce(row) ? row.subscriptionEnd : null;
      const start = new Date(Math.max(Date.now(), end?.getTime() ?? 0));
      const snap = demo.settle(clientSecret, outcome === 'approved', start);
      if (!snap || snap.userId !== row.id) throw badRequest(msg.demoNoPending);
      if (outcome === 'declined') return { status: 'requires_payment_method' as const };
      const { limit } = await settings();
      await db.transaction((tx) => applySnapshot(tx, snap, 'demo', limit));
      return { status: 'succeeded' as const };
    },
  };
}

class NoPlaceLeft extends Error {}
