import { and, eq, not, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { subscriptionInForce } from './subscriptions.sql.js';

/** A subscription an admin may not overwrite: paid and in force, or open-ended. */
const ownedElsewhere = sql`(${subscriptionInForce} and (${users.subscriptionEnd} is null or ${users.subscriptionSource} = 'stripe'))`;

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

    /** Financial summary counts over active accounts, in one round trip. */
    async financialCounts() {
      const [row] = await queryRows<{ members: number; subscribers: number; paying: number }>(db, sql`
        select
          count(*)::int as members,
          (count(*) filter (where ${subscriptionInForce}))::int as subscribers,
          (count(*) filter (where ${subscriptionInForce} and ${users.subscriptionSource} = 'stripe'))::int as paying
        from ${users} where ${users.isActive}`);
      return { members: Number(row?.members ?? 0), subscribers: Number(row?.subscribers ?? 0), paying: Number(row?.paying ?? 0) };
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
