import type Stripe from 'stripe';
import { subscriptionMessages as msg } from '../../contract/subscriptions.js';
import { badRequest } from '../http-errors.js';
import type { SubscriptionSnapshot } from './payment-gateway.js';
import { type PaymentsCore, unavailable } from './payments.helpers.js';
import { subscriptionIdOfEvent } from './stripe-gateway.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

/** Stripe's webhook (decision 013): the provider's state mirrored into the member's row. */
export function paymentsWebhook(core: PaymentsCore) {
  const { deps, db, gateway, settings, applySnapshot } = core;
  return {
    /**
     * POST /api/stripe/webhook. Signature checked over the raw body (400 and nothing changed
     * otherwise); the subscription is re-read from Stripe and its current state applied, with the
     * event id recorded in the same transaction (a redelivery changes nothing).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!deps.verifyWebhook || !gateway) throw badRequest(msg.webhookUnconfigured);
      let event: Stripe.Event;
      try {
        event = deps.verifyWebhook(rawBody, signature ?? '');
      } catch {
        throw badRequest(msg.webhookSignature);
      }
      const subscriptionId = subscriptionIdOfEvent(event);
      let snap: SubscriptionSnapshot | null = null;
      if (subscriptionId) {
        try {
          snap = await gateway.retrieveSubscription(subscriptionId);
        } catch {
          // 503: Stripe retries the event later.
          throw unavailable();
        }
      }
      const { limit } = await settings();
      const applied = await db.transaction(async (tx) => {
        if (!(await createSubscriptionsRepository(tx).recordEvent(event.id, event.type))) return false;
        if (snap) await applySnapshot(tx, snap, 'stripe', limit);
        return true;
      });
      return { received: true, duplicate: !applied };
    },
  };
}
