import { and, eq, gt, lte, not, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { createLaunchPromotionRepository } from './launch-promotion.repository.js';
import type { MembershipMirror } from './subscription-state.js';
import { subscriptionInForce } from './subscriptions.sql.js';
import { stripeEvents } from './subscriptions.tables.js';

/** A subscription an admin may not overwrite: paid and in force, or open-ended. */
const ownedElsewhere = sql`(${subscriptionInForce} and (${users.subscriptionEnd} is null or ${users.subscriptionSource} = 'stripe'))`;

const billing = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  memberNumber: users.memberNumber,
  isActive: users.isActive,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  stripeSubscriptionStatus: users.stripeSubscriptionStatus,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionSource: users.subscriptionSource,
  subscriptionEnd: users.subscriptionEnd,
  subscriptionCancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
  subscriptionPriceCents: users.subscriptionPriceCents,
  subscriptionPlan: users.subscriptionPlan,
  launchPromoPlace: users.launchPromoPlace,
  stripeSnapshotAt: users.stripeSnapshotAt,
  subscriptionFloorEnd: users.subscriptionFloorEnd,
};

export function createSubscriptionsRepository(db: DbOrTx) {
  return {
    /** Adds calendar months (UTC) to max(now, end while in force) unless `ownedElsewhere`. */
    async extend(userId: number, months: number, source: string) {
      const base = sql`(case when ${subscriptionInForce} then ${users.subscriptionEnd} else now() end)`;
      const [row] = await db
        .update(users)
        .set({
          subscriptionStatus: 'active',
          subscriptionSource: source,
          subscriptionEnd: sql`((${base} at time zone 'UTC') + make_interval(months => ${months}::int)) at time zone 'UTC'`,
          subscriptionCancelAtPeriodEnd: false,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, userId), not(ownedElsewhere)))
        .returning();
      return row ?? null;
    },

    async state(userId: number) {
      const [row] = await db
        .select({ subscriptionEnd: users.subscriptionEnd, subscriptionSource: users.subscriptionSource })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The billing columns of one member (never the password). */
    async billing(userId: number) {
      const [row] = await db.select(billing).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Whose subscription a provider snapshot is: its metadata user, else the stored subscription or
     * customer id. The row is locked until the transaction ends, so two snapshots of one member are
     * compared and applied one after the other (decision 027).
     */
    async billingForSnapshot(snap: { id: string; customerId: string; userId: number | null }) {
      const match = snap.userId
        ? eq(users.id, snap.userId)
        : or(eq(users.stripeSubscriptionId, snap.id), eq(users.stripeCustomerId, snap.customerId));
      const [row] = await db.select(billing).from(users).where(match).limit(1).for('update');
      return row ?? null;
    },

    async setCustomer(userId: number, customerId: string) {
      await db.update(users).set({ stripeCustomerId: customerId, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /** The subscription created for the member, waiting for its first payment. */
    async setPending(userId: number, p: { subscriptionId: string; plan: 'promo' | 'regular'; priceCents: number }) {
      await db
        .update(users)
        .set({
          stripeSubscriptionId: p.subscriptionId,
          stripeSubscriptionStatus: 'incomplete',
          subscriptionPlan: p.plan,
          subscriptionPriceCents: p.priceCents,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    async applyMirror(userId: number, m: MembershipMirror, readAt: Date) {
      // Each membership column by name (decision 025); an absent optional one is left as it is.
      const [row] = await db
        .update(users)
        .set({
          stripeSubscriptionId: m.stripeSubscriptionId,
          stripeCustomerId: m.stripeCustomerId,
          stripeSubscriptionStatus: m.stripeSubscriptionStatus,
          subscriptionStatus: m.subscriptionStatus,
          subscriptionEnd: m.subscriptionEnd,
          subscriptionSource: m.subscriptionSource,
          subscriptionCancelAtPeriodEnd: m.subscriptionCancelAtPeriodEnd,
          subscriptionPriceCents: m.subscriptionPriceCents,
          stripeSnapshotAt: readAt,
          subscriptionFloorEnd: m.subscriptionFloorEnd,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return row ?? null;
    },

    /** Sets the end-of-period cancellation flag of a demo subscription (no provider behind it). */
    async setCancelAtPeriodEnd(userId: number, cancel: boolean) {
      await db
        .update(users)
        .set({ subscriptionCancelAtPeriodEnd: cancel, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** Ends an admin-given subscription now. */
    async endNow(userId: number) {
      const [row] = await db
        .update(users)
        .set({
          subscriptionStatus: 'inactive',
          subscriptionEnd: sql`now()`,
          subscriptionCancelAtPeriodEnd: false,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id, subscriptionEnd: users.subscriptionEnd });
      return row ?? null;
    },

    /** Marks the member as holding a paid promotional place; false when they already held one. */
    async markPromoPlace(userId: number) {
      const rows = await db
        .update(users)
        .set({ launchPromoPlace: true, subscriptionPlan: 'promo' })
        .where(and(eq(users.id, userId), eq(users.launchPromoPlace, false)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The member gives up their paid place; with `returnToPool` it counts as free again. */
    async leavePromoPlace(userId: number, returnToPool: boolean) {
      const rows = await db
        .update(users)
        .set({ launchPromoPlace: false })
        .where(and(eq(users.id, userId), eq(users.launchPromoPlace, true)))
        .returning({ id: users.id });
      if (rows.length && returnToPool) await createLaunchPromotionRepository(db).addToCounts({ taken: -1 });
    },

    /**
     * Issue 29: the memberships that will end in (`from`, `to`] and are not renewing by themselves:
     * not a running Stripe subscription (a demo, an admin activation or grant, or one cancelled at
     * period end or stopped at the provider; one past due has had its 'payment-failed'), of an active
     * account, whose member has not been told of this end yet (`key` per end: epoch seconds).
     */
    async endingBetween(from: Date, to: Date) {
      const key = sql<string>`concat('membership-ending:', floor(extract(epoch from ${users.subscriptionEnd}))::bigint)`;
      return db
        .select({ userId: users.id, end: users.subscriptionEnd, dedupeKey: key })
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            eq(users.subscriptionStatus, 'active'),
            gt(users.subscriptionEnd, from),
            lte(users.subscriptionEnd, to),
            sql`(${users.subscriptionSource} is distinct from 'stripe' or ${users.subscriptionCancelAtPeriodEnd}
              or ${users.stripeSubscriptionStatus} not in ('active', 'trialing', 'past_due'))`,
            sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${users.id} and ${notifications.dedupeKey} = ${key})`,
          ),
        )
        .orderBy(users.id);
    },

    /** True the first time an event id is seen; false for a redelivery. */
    async recordEvent(id: string, type: string) {
      const rows = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** Financial summary counts over active accounts, in one round trip (decision 013). */
    async financialCounts(defaultPriceCents: number) {
      const paying = sql`(${subscriptionInForce} and ${users.subscriptionSource} = 'stripe')`;
      const cents = sql`coalesce(${users.subscriptionPriceCents}, ${defaultPriceCents})`;
      const promo = sql`${users.subscriptionPlan} = 'promo'`;
      const [row] = await queryRows<Record<string, number | string | null>>(
        db,
        sql`
        select
          count(*)::int as members,
          (count(*) filter (where ${subscriptionInForce}))::int as subscribers,
          (count(*) filter (where ${paying}))::int as paying,
          (count(*) filter (where ${paying} and ${promo}))::int as promo,
          coalesce(sum(${cents}) filter (where ${paying}), 0)::int as cents,
          coalesce(sum(${cents}) filter (where ${paying} and ${promo}), 0)::int as promo_cents,
          (count(*) filter (where ${paying} and ${users.stripeSubscriptionStatus} = 'past_due'))::int as grace,
          (count(*) filter (where ${paying} and ${users.subscriptionCancelAtPeriodEnd}))::int as cancelling
        from ${users} where ${users.isActive}`,
      );
      const n = (k: string) => Number(row?.[k] ?? 0);
      return {
        members: n('members'),
        subscribers: n('subscribers'),
        paying: n('paying'),
        promo: n('promo'),
        cents: n('cents'),
        promoCents: n('promo_cents'),
        grace: n('grace'),
        cancelling: n('cancelling'),
      };
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
export type BillingRow = NonNullable<Awaited<ReturnType<SubscriptionsRepository['billing']>>>;
