import type Stripe from 'stripe';
import { isMembershipInForce } from '../../contract/membership.js';
import {
  type CreateSubscriptionAnswer,
  type MySubscription,
  subscriptionMessages as msg,
  type PaymentMode,
  type SubscriptionOffer,
} from '../../contract/subscriptions.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { badRequest, forbidden, HttpError, unauthorized } from '../http-errors.js';
import type { SiteConfigService } from '../site-config/site-config.service.js';
import type { DemoGateway } from './demo-gateway.js';
import { discountPercent, readPromotionSettings } from './offer.js';
import { GatewayError, type PaymentGateway, type SubscriptionSnapshot } from './payment-gateway.js';
import { createCheckoutQueue, selfManaged, subscriptionView } from './payments.helpers.js';
import { subscriptionIdOfEvent } from './stripe-gateway.js';
import { mirrorOf } from './subscription-state.js';
import { type BillingRow, createSubscriptionsRepository } from './subscriptions.repository.js';

export interface PaymentsDeps {
  db: Db;
  /** Stripe, the demo gateway, or null (production without keys). */
  gateway: PaymentGateway | null;
  siteConfig: Pick<SiteConfigService, 'publicValue'>;
  audit: Pick<AuditService, 'record'>;
  /** Verifies a webhook's signature over the raw body (Stripe mode only). */
  verifyWebhook?: (rawBody: Buffer, signature: string) => Stripe.Event;
  graceDays: number;
  publicUrl?: string;
}

const unavailable = () => new HttpError(503, msg.providerUnreachable);

/** Membership payments (decision 013): checkout, webhooks, cancel/reactivate, the demo mode. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, gateway } = deps;
  const repo = createSubscriptionsRepository(db);
  const mode: PaymentMode = gateway?.kind ?? 'unavailable';
  const settings = () => readPromotionSettings((key) => deps.siteConfig.publicValue(key));

  // One checkout at a time per member in this process; across instances Stripe's idempotency key
  // (createSubscription below) gives both requests the same subscription.
  const oneAtATime = createCheckoutQueue();

  async function mustBilling(userId: number, q = repo) {
    const row = await q.billing(userId);
    if (!row) throw unauthorized('Usuário não encontrado');
    return row;
  }

  const view = (row: BillingRow) => subscriptionView(row, mode === 'stripe' && !!gateway?.portalEnabled);

  /**
   * Writes a provider snapshot into the member's row (the webhook, the demo approval and the
   * member's own cancel all come through here). Pass the transaction of the write.
   */
  async function applySnapshot(tx: DbOrTx, snap: SubscriptionSnapshot, source: 'stripe' | 'demo') {
    const r = createSubscriptionsRepository(tx);
    const row = await r.billingForSnapshot(snap);
    if (!row) return null;
    // A member who started a newer subscription: the end of an older one changes nothing.
    if (
      row.stripeSubscriptionId &&
      row.stripeSubscriptionId !== snap.id &&
      !['active', 'trialing', 'past_due'].includes(snap.status)
    ) {
      return row;
    }
    const mirror = mirrorOf(snap, source, deps.graceDays);
    await r.applyMirror(row.id, mirror);
    if (mirror.promoPlace) await r.leavePromoPlace(row.id, mirror.promoPlace === 'release');
    return r.billing(row.id);
  }

  /** The price a new subscription gets: promotional while a place can be taken, else regular. */
  async function decidePlan(row: BillingRow) {
    const s = await settings();
    if (s.running) {
      if (row.launchPromoPlace) return { plan: 'promo' as const, priceCents: s.promoPriceCents, claimed: false };
      const claimed = await db
        .transaction(async (tx) => {
          const r = createSubscriptionsRepository(tx);
          if (!(await r.markPromoPlace(row.id))) return 'held';
          // No place left: undo the mark by rolling the transaction back.
          if (!(await r.takePromoPlace(s.limit))) throw new NoPlaceLeft();
          return 'taken';
        })
        .catch((err) => {
          if (err instanceof NoPlaceLeft) return 'none';
          throw err;
        });
      if (claimed !== 'none')
        return { plan: 'promo' as const, priceCents: s.promoPriceCents, claimed: claimed === 'taken' };
    }
    return { plan: 'regular' as const, priceCents: s.regularPriceCents, claimed: false };
  }

  return {
    mode,

    async offer(): Promise<SubscriptionOffer> {
      const s = await settings();
      const remaining = Math.max(0, s.limit - (await repo.promoTaken()));
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

    async mine(userId: number): Promise<MySubscription> {
      return view(await mustBilling(userId));
    },

    /** POST /api/create-subscription: already_active, the pending subscription's secret, or a new one. */
    createSubscription(userId: number): Promise<CreateSubscriptionAnswer> {
      return oneAtATime(userId, async () => {
        const row = await mustBilling(userId);
        if (isMembershipInForce(row) && selfManaged(row.subscriptionSource)) return { status: 'already_active' };
        if (!gateway) throw new HttpError(503, msg.paymentsUnavailable);
        try {
          if (row.stripeSubscriptionId && row.stripeSubscriptionStatus === 'incomplete') {
            const pending = await gateway.retrieveSubscription(row.stripeSubscriptionId);
            if (pending?.status === 'incomplete' && pending.clientSecret) {
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
            if (price.claimed) await repo.leavePromoPlace(row.id, true);
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
      const snap = demo.settle(clientSecret, outcome === 'approved');
      if (!snap || snap.userId !== row.id) throw badRequest(msg.demoNoPending);
      if (outcome === 'declined') return { status: 'requires_payment_method' as const };
      await db.transaction((tx) => applySnapshot(tx, snap, 'demo'));
      return { status: 'succeeded' as const };
    },

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
      const applied = await db.transaction(async (tx) => {
        if (!(await createSubscriptionsRepository(tx).recordEvent(event.id, event.type))) return false;
        if (snap) await applySnapshot(tx, snap, 'stripe');
        return true;
      });
      return { received: true, duplicate: !applied };
    },

    /** Member: cancel at the end of the period paid for (reactivate undoes it before then). */
    async setCancelAtPeriodEnd(userId: number, cancel: boolean) {
      const row = await mustBilling(userId);
      const active = isMembershipInForce(row);
      if (!active) throw badRequest(cancel ? msg.nothingToCancel : msg.nothingToReactivate);
      if (!selfManaged(row.subscriptionSource)) throw forbidden(msg.notSelfManaged);
      if (!cancel && !row.subscriptionCancelAtPeriodEnd) throw badRequest(msg.nothingToReactivate);
      const updated = await this.scheduleCancel(row, cancel);
      return { message: cancel ? msg.cancelScheduled : msg.reactivated, subscription: view(updated) };
    },

    /** Sets the provider's flag and mirrors its answer; a demo subscription is only in our row. */
    async scheduleCancel(row: BillingRow, cancel: boolean, tx?: DbOrTx): Promise<BillingRow> {
      if (row.subscriptionSource === 'stripe' && gateway?.kind === 'stripe' && row.stripeSubscriptionId) {
        let snap: SubscriptionSnapshot;
        try {
          snap = await gateway.setCancelAtPeriodEnd(row.stripeSubscriptionId, cancel);
        } catch {
          throw unavailable();
        }
        const write = (t: DbOrTx) => applySnapshot(t, snap, 'stripe');
        return (await (tx ? write(tx) : db.transaction(write))) ?? row;
      }
      const q = createSubscriptionsRepository(tx ?? db);
      await q.setCancelAtPeriodEnd(row.id, cancel);
      return mustBilling(row.id, q);
    },

    /** Admin 'cancel subscription': paid ones at period end, admin-given and demo ones at once; audited. */
    async adminCancel(actorId: number, userId: number) {
      const row = await mustBilling(userId);
      if (!isMembershipInForce(row)) throw new HttpError(409, msg.nothingToCancel);
      // Only a paid subscription runs to the end of its period; admin-given and demo ones (no
      // money behind them) end now.
      const paid = row.subscriptionSource === 'stripe';
      // The provider call comes first: a failure leaves the row and the audit log untouched.
      const snap =
        paid && gateway?.kind === 'stripe' && row.stripeSubscriptionId
          ? await gateway.setCancelAtPeriodEnd(row.stripeSubscriptionId, true).catch(() => {
              throw unavailable();
            })
          : null;
      return db.transaction(async (tx) => {
        const r = createSubscriptionsRepository(tx);
        if (snap) await applySnapshot(tx, snap, 'stripe');
        else if (paid) await r.setCancelAtPeriodEnd(row.id, true);
        else await r.endNow(row.id);
        const after = await mustBilling(row.id, r);
        await deps.audit.record(tx, {
          actorId,
          action: 'user.cancel-subscription',
          targetType: 'user',
          targetId: row.id,
          details: {
            source: row.subscriptionSource,
            atPeriodEnd: paid,
            previousEnd: row.subscriptionEnd?.toISOString() ?? null,
            newEnd: after.subscriptionEnd?.toISOString() ?? null,
          },
        });
        return { message: paid ? msg.cancelScheduled : msg.cancelled, subscription: view(after) };
      });
    },

    /**
     * Before deleting an account: end its Stripe subscription, or refuse with `unreachable`
     * (503; nothing deleted). The admin delete and the member's own deletion word it differently.
     */
    async cancelBeforeDelete(userId: number, unreachable: string = msg.deleteProviderUnreachable) {
      const row = await repo.billing(userId);
      if (!row?.stripeSubscriptionId || gateway?.kind !== 'stripe') return;
      if (['canceled', 'incomplete_expired'].includes(row.stripeSubscriptionStatus ?? '')) return;
      try {
        await gateway.cancelNow(row.stripeSubscriptionId);
      } catch {
        throw new HttpError(503, unreachable);
      }
    },

    async portal(userId: number, origin: string) {
      const row = await mustBilling(userId);
      if (mode !== 'stripe' || !gateway?.portalEnabled || !row.stripeCustomerId)
        throw badRequest(msg.portalUnavailable);
      try {
        return { url: await gateway.portalUrl(row.stripeCustomerId, `${deps.publicUrl ?? origin}/dashboard`) };
      } catch {
        throw unavailable();
      }
    },

    applySnapshot,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

class NoPlaceLeft extends Error {}
