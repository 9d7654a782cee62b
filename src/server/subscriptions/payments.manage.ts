import { isMembershipInForce } from '../../contract/membership.js';
import { type MySubscription, subscriptionMessages as msg } from '../../contract/subscriptions.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest, forbidden, HttpError } from '../http-errors.js';
import type { SubscriptionSnapshot } from './payment-gateway.js';
import { type PaymentsCore, selfManaged, unavailable } from './payments.helpers.js';
import { type BillingRow, createSubscriptionsRepository } from './subscriptions.repository.js';

const DAY_MS = 86_400_000;

/**
 * A running membership: the member's view, cancel and reactivate, the billing portal; the admin's
 * cancel and the cancel before an account is deleted.
 */
export function paymentsManage(core: PaymentsCore) {
  const { deps, db, gateway, repo, mode, mustBilling, view, applySnapshot } = core;

  /** Sets the provider's flag and mirrors its answer; a demo subscription is only in our row. */
  async function scheduleCancel(row: BillingRow, cancel: boolean, tx?: DbOrTx): Promise<BillingRow> {
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
  }

  return {
    scheduleCancel,

    /**
     * Issue 29 (the job of membership-ending.schedule.ts): members whose membership ends in about 3
     * days and will not renew by itself are told so, once per end date, whichever instance runs the
     * job (the notification's unique key). Administrators without a membership have no end: never
     * told. While the end is 2 to 3 days away only: a shorter one is not announced late.
     */
    async remindEnding(now = new Date()): Promise<number> {
      const due = await repo.endingBetween(new Date(now.getTime() + 2 * DAY_MS), new Date(now.getTime() + 3 * DAY_MS));
      let made = 0;
      for (const d of due) {
        const id = await db.transaction((tx) =>
          deps.notifications.notify(tx, d.userId, 'membership-ending', {
            data: { until: d.end!.toISOString() },
            dedupeKey: d.dedupeKey,
          }),
        );
        if (id !== null) made++;
      }
      return made;
    },

    async mine(userId: number): Promise<MySubscription> {
      return view(await mustBilling(userId));
    },

    /** Member: cancel at the end of the period paid for (reactivate undoes it before then). */
    async setCancelAtPeriodEnd(userId: number, cancel: boolean) {
      const row = await mustBilling(userId);
      const active = isMembershipInForce(row);
      if (!active) throw badRequest(cancel ? msg.nothingToCancel : msg.nothingToReactivate);
      if (!selfManaged(row.subscriptionSource)) throw forbidden(msg.notSelfManaged);
      if (!cancel && !row.subscriptionCancelAtPeriodEnd) throw badRequest(msg.nothingToReactivate);
      const updated = await scheduleCancel(row, cancel);
      return { message: cancel ? msg.cancelScheduled : msg.reactivated, subscription: view(updated) };
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
  };
}
