import { and, eq, lte, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { accountRentals as rentals } from './account-rentals.tables.js';

/** Issue 34 (decision 045): a rental's renewal, its 3-day notice's claim and its expiry; part of the rentals repository. */
export function rentalsExpiryQueries(db: DbOrTx) {
  return {
    /** Issue 34: the owner's 'Renovar': 60 more days from now, an expired rental public again. */
    async renew(id: number, ownerId: number): Promise<boolean> {
      const rows = await db
        .update(rentals)
        .set({ renewedAt: sql`now()`, expiryNoticedAt: null, expiredAt: null })
        .where(and(eq(rentals.id, id), eq(rentals.ownerId, ownerId)))
        .returning({ id: rentals.id });
      return rows.length > 0;
    },

    /** The 3-day notice's claim (see the marketplace's): active public rentals renewed in (from, to]. */
    async claimExpiring(from: Date, to: Date, limit: number) {
      return queryRows<{ id: number; ownerId: number | null; appName: string; accountType: string; renewedAt: string }>(
        db,
        sql`update ${rentals} set expiry_noticed_at = now()
            where ${rentals.id} in (
              select ${rentals.id} from ${rentals}
              where ${rentals.approvalStatus} = 'approved' and ${rentals.expiredAt} is null
                and ${rentals.status} = 'active' and ${rentals.expiryNoticedAt} is null
                and ${rentals.renewedAt} > ${from.toISOString()}::timestamptz
                and ${rentals.renewedAt} <= ${to.toISOString()}::timestamptz
              order by ${rentals.renewedAt} limit ${sql.raw(String(limit))}
              for update skip locked)
            and ${rentals.expiryNoticedAt} is null
            returning ${rentals.id} as "id", ${rentals.ownerId} as "ownerId", ${rentals.appName} as "appName",
              ${rentals.accountType} as "accountType", ${rentals.renewedAt} as "renewedAt"`,
      );
    },

    /** Approved rentals last renewed at or before `cutoff` expire (out of every public read). */
    async expire(cutoff: Date): Promise<number> {
      const rows = await db
        .update(rentals)
        .set({ expiredAt: sql`now()` })
        .where(
          and(
            sql`${rentals.approvalStatus} = 'approved'`,
            sql`${rentals.expiredAt} is null`,
            lte(rentals.renewedAt, cutoff),
          ),
        )
        .returning({ id: rentals.id });
      return rows.length;
    },
  };
}
