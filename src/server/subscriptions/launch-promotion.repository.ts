import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { launchPromotion, launchPromotionHolds } from './subscriptions.tables.js';

/**
 * The launch promotion's places (decision 013, amended by issue 28): taken by payments that
 * succeeded, held for a few minutes by payments in progress, then given back.
 */
export function createLaunchPromotionRepository(db: DbOrTx) {
  /** Moves the two counters of the promotion's row, never below zero. */
  async function addToCounts(d: { taken?: number; held?: number }) {
    await db
      .update(launchPromotion)
      .set({
        taken: sql`greatest(${launchPromotion.taken} + ${d.taken ?? 0}::int, 0)`,
        held: sql`greatest(${launchPromotion.held} + ${d.held ?? 0}::int, 0)`,
      })
      .where(eq(launchPromotion.id, 1));
  }

  /** Ends the member's hold; true when they had one (its place is no longer counted as held). */
  async function releaseHold(userId: number) {
    const gone = await db
      .delete(launchPromotionHolds)
      .where(eq(launchPromotionHolds.userId, userId))
      .returning({ userId: launchPromotionHolds.userId });
    if (gone.length) await addToCounts({ held: -1 });
    return gone.length > 0;
  }

  return {
    addToCounts,
    releaseHold,
    /** Gives back every hold whose time is up (run on a transaction, before a claim or a count). */
    async sweepHolds() {
      const gone = await db
        .delete(launchPromotionHolds)
        .where(lte(launchPromotionHolds.expiresAt, sql`now()`))
        .returning({ userId: launchPromotionHolds.userId });
      if (gone.length) await addToCounts({ held: -gone.length });
      return gone.length;
    },

    /**
     * The member's hold, new or renewed for `seconds`: 'renewed' when they already held one, 'new'
     * when this inserted it (the caller then takes a place with takeHeldPlace, or rolls back).
     */
    async hold(userId: number, seconds: number) {
      const until = sql`now() + make_interval(secs => ${seconds}::int)`;
      const inserted = await db
        .insert(launchPromotionHolds)
        .values({ userId, expiresAt: until })
        .onConflictDoNothing()
        .returning({ userId: launchPromotionHolds.userId });
      if (inserted.length) return 'new' as const;
      await db.update(launchPromotionHolds).set({ expiresAt: until }).where(eq(launchPromotionHolds.userId, userId));
      return 'renewed' as const;
    },

    /**
     * Counts one more held place if `taken + held < limit`: a single conditional upsert, so concurrent
     * callers queue on the row and only those that still see a free place get one.
     */
    async takeHeldPlace(limit: number) {
      if (limit <= 0) return false;
      const rows = await db
        .insert(launchPromotion)
        .values({ id: 1, taken: 0, held: 1 })
        .onConflictDoUpdate({
          target: launchPromotion.id,
          set: { held: sql`${launchPromotion.held} + 1` },
          setWhere: sql`${launchPromotion.taken} + ${launchPromotion.held} < ${limit}`,
        })
        .returning({ held: launchPromotion.held });
      return rows.length > 0;
    },

    /**
     * A promotional payment succeeded: its hold becomes a place taken for good. Without a hold (it
     * lapsed), a free place is taken if one is left; false when none is (the count never passes the limit).
     */
    async convertHold(userId: number, limit: number) {
      if (await releaseHold(userId)) {
        await addToCounts({ taken: 1 });
        return true;
      }
      if (limit <= 0) return false;
      const rows = await db
        .insert(launchPromotion)
        .values({ id: 1, taken: 1, held: 0 })
        .onConflictDoUpdate({
          target: launchPromotion.id,
          set: { taken: sql`${launchPromotion.taken} + 1` },
          setWhere: sql`${launchPromotion.taken} + ${launchPromotion.held} < ${limit}`,
        })
        .returning({ taken: launchPromotion.taken });
      return rows.length > 0;
    },

    /** Whether the member holds a place for a payment in progress (expired holds not counted). */
    async holdsPlace(userId: number) {
      const [row] = await db
        .select({ userId: launchPromotionHolds.userId })
        .from(launchPromotionHolds)
        .where(and(eq(launchPromotionHolds.userId, userId), sql`${launchPromotionHolds.expiresAt} > now()`))
        .limit(1);
      return !!row;
    },

    /**
     * Places out of the pool: taken by a payment, and held by a payment in progress (only holds whose
     * time is not up: a read never sweeps), and whether `viewerId` holds one of them.
     */
    async promoCounts(viewerId: number | null = null) {
      const live = sql`${launchPromotionHolds.expiresAt} > now()`;
      const [row] = await db
        .select({
          taken: sql<number>`coalesce((select ${launchPromotion.taken} from ${launchPromotion} where ${launchPromotion.id} = 1), 0)::int`,
          held: sql<number>`(count(*) filter (where ${live}))::int`,
          viewerHolds: sql<boolean>`coalesce(bool_or(${live} and ${launchPromotionHolds.userId} = ${viewerId ?? 0}::int), false)`,
        })
        .from(launchPromotionHolds);
      return { taken: Number(row?.taken ?? 0), held: Number(row?.held ?? 0), viewerHolds: row?.viewerHolds === true };
    },
  };
}
