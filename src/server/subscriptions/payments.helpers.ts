import type Stripe from 'stripe';
import { isMembershipInForce } from '../../contract/membership.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import {
  type MySubscription,
  subscriptionMessages as msg,
  type PaymentMode,
  SUBSCRIPTION_SOURCES,
  type SubscriptionSource,
} from '../../contract/subscriptions.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { HttpError, unauthorized } from '../http-errors.js';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service.js';
import type { SiteConfigService } from '../site-config/site-config.service.js';
import { createLaunchPromotionRepository } from './launch-promotion.repository.js';
import { readPromotionSettings } from './offer.js';
import type { PaymentGateway, SubscriptionSnapshot } from './payment-gateway.js';
import { type MembershipMirror, mirrorOf } from './subscription-state.js';
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
  /** Issue 29: renewals, failed payments and memberships about to end, on the payment's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
}

export const unavailable = () => new HttpError(503, msg.providerUnreachable);

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

const ENDED = ['canceled', 'incomplete_expired'];

/**
 * Decision 027: a snapshot of the subscription the row mirrors is older news when it was read
 * before the one applied last (a slow fetch that lost the race), or when it would revive an ended
 * subscription (Stripe never reopens a canceled one).
 */
export function isStale(
  row: { stripeSubscriptionId: string | null; stripeSubscriptionStatus: string | null; stripeSnapshotAt: Date | null },
  snap: SubscriptionSnapshot,
): boolean {
  if (row.stripeSubscriptionId !== snap.id) return false;
  if (ENDED.includes(row.stripeSubscriptionStatus ?? '') && !ENDED.includes(snap.status)) return true;
  return !!snap.readAt && !!row.stripeSnapshotAt && snap.readAt.getTime() < row.stripeSnapshotAt.getTime();
}

/** Provider states in which the first payment has been made. */
const PAID = new Set(['active', 'trialing', 'past_due']);

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Issue 29: what a snapshot tells the member, from their row before it and the mirror written.
 * Renewed: a membership in force now runs further on a paid period (a renewal charged, a payment
 * retried after a failure, an early demo renewal); the first payment is the checkout's own news.
 * Payment failed: the subscription has just fallen past due; `graceEnd` is the end of the grace
 * period (config.paymentGraceDays after what was paid). Each once per end or period (dedupe key).
 */
export function membershipNotice(
  row: BillingRow,
  mirror: MembershipMirror,
  snap: SubscriptionSnapshot,
  now = new Date(),
): { type: NotificationType; input: NotifyInput } | null {
  const until = mirror.subscriptionEnd;
  if (!until) return null;
  if (
    (snap.status === 'active' || snap.status === 'trialing') &&
    snap.latestInvoicePaid &&
    isMembershipInForce(row, now) &&
    row.subscriptionEnd &&
    until.getTime() > row.subscriptionEnd.getTime()
  ) {
    return {
      type: 'membership-renewed',
      input: { data: { until: until.toISOString() }, dedupeKey: `membership-renewed:${epoch(until)}` },
    };
  }
  if (
    snap.status === 'past_due' &&
    !(row.stripeSubscriptionId === snap.id && row.stripeSubscriptionStatus === 'past_due')
  ) {
    return {
      type: 'payment-failed',
      input: {
        data: { graceEnd: until.toISOString() },
        dedupeKey: `payment-failed:${snap.id}:${epoch(snap.periodStart)}`,
      },
    };
  }
  return null;
}

/**
 * Issue 28: a payment never shortens a membership. Time given outside the subscription (an admin
 * activation or grant in force when the snapshot arrives, kept in `subscriptionFloorEnd` from then
 * on) is a floor for the end any snapshot of the provider sets, cancellations included.
 */
export function keepTimeGivenElsewhere(row: BillingRow, mirror: MembershipMirror, now = new Date()): MembershipMirror {
  const given = isMembershipInForce(row, now) && !selfManaged(row.subscriptionSource) ? row.subscriptionEnd : null;
  const floor = [given, row.subscriptionFloorEnd].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  if (!floor || !mirror.subscriptionEnd || floor <= mirror.subscriptionEnd) return mirror;
  return {
    ...mirror,
    subscriptionEnd: floor,
    subscriptionStatus: floor > now ? 'active' : 'inactive',
    subscriptionFloorEnd: floor,
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

/**
 * What the checkout, webhook and management parts of the payments service share: the member's
 * billing row, its view, and the one way a provider's state reaches that row.
 */
export function createPaymentsCore(deps: PaymentsDeps) {
  const { db, gateway } = deps;
  const repo = createSubscriptionsRepository(db);
  const mode: PaymentMode = gateway?.kind ?? 'unavailable';
  const settings = () => readPromotionSettings((key) => deps.siteConfig.publicValue(key));

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
  async function applySnapshot(tx: DbOrTx, snap: SubscriptionSnapshot, source: 'stripe' | 'demo', promoLimit = 0) {
    const r = createSubscriptionsRepository(tx);
    const row = await r.billingForSnapshot(snap);
    if (!row) return null;
    if (isStale(row, snap)) return row;
    // A member who started a newer subscription: the end of an older one changes nothing.
    if (
      row.stripeSubscriptionId &&
      row.stripeSubscriptionId !== snap.id &&
      !['active', 'trialing', 'past_due'].includes(snap.status)
    ) {
      return row;
    }
    const mirror = keepTimeGivenElsewhere(row, mirrorOf(snap, source, deps.graceDays));
    await r.applyMirror(row.id, mirror, snap.readAt ?? new Date());
    const notice = membershipNotice(row, mirror, snap);
    if (notice) await deps.notifications.notify(tx, row.id, notice.type, notice.input);
    const places = createLaunchPromotionRepository(tx);
    if (mirror.promoPlace) {
      await places.releaseHold(row.id);
      await r.leavePromoPlace(row.id, mirror.promoPlace === 'release');
    } else if (PAID.has(snap.status) && row.subscriptionPlan === 'promo' && !row.launchPromoPlace) {
      // The payment succeeded: the place held for it is taken for good (issue 28).
      // Without a hold (it lapsed) a free place is taken if one is left under `promoLimit` (read by the
      // caller before its transaction: the site config must not be read on the base client inside it).
      if (await places.convertHold(row.id, promoLimit)) await r.markPromoPlace(row.id);
    }
    return r.billing(row.id);
  }

  return { deps, db, gateway, repo, mode, settings, mustBilling, view, applySnapshot };
}
export type PaymentsCore = ReturnType<typeof createPaymentsCore>;
