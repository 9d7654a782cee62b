import { and, desc, eq, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { RentalApproval, RentalStatus } from '../../contract/account-rentals.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { accountRentalRevealCounts, accountRentalReveals, accountRentals as rentals } from './account-rentals.tables.js';

/** Which rentals a list shows. Every field narrows; none means every rental (admin panel). */
export interface RentalFilter {
  /**
   * The page's visibility rule: approved rentals, active or whose status changed after `cutoff`
   * (spec: 24 h), plus every rental of `ownerId`. Admins pass `allApprovals` to see every state.
   */
  visible?: { cutoff: Date; ownerId?: number; allApprovals?: boolean };
  approval?: RentalApproval;
  fakeOnly?: boolean;
  appName?: string;
  accountType?: string;
  region?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Lower-cased, LIKE-escaped words; each must appear in the app name or the description. */
  words?: string[];
}

const columns = {
  id: rentals.id,
  appName: rentals.appName,
  accountType: rentals.accountType,
  region: rentals.region,
  weeklyPrice: rentals.weeklyPrice,
  rules: rentals.rules,
  conditions: rentals.conditions,
  description: rentals.description,
  whatsapp: rentals.whatsapp,
  instagramLink: rentals.instagramLink,
  ownerId: rentals.ownerId,
  approvalStatus: rentals.approvalStatus,
  status: rentals.status,
  statusUpdatedAt: rentals.statusUpdatedAt,
  isFake: rentals.isFake,
  createdAt: rentals.createdAt,
  ownerName: users.firstName,
  ownerLastName: users.lastName,
  ownerMemberNumber: users.memberNumber,
  ownerIsAdmin: sql<boolean>`coalesce(${users.isAdmin}, false)`,
  ownerSubscriptionActive: sql<boolean>`coalesce(${users.subscriptionStatus} = 'active' and (${users.subscriptionEnd} is null or ${users.subscriptionEnd} > now()), false)`,
};
const selectRentals = (db: DbOrTx) => db.select(columns).from(rentals).leftJoin(users, eq(users.id, rentals.ownerId));
export type RentalRow = Awaited<ReturnType<typeof selectRentals>>[number];

export type NewRental = Omit<typeof rentals.$inferInsert, 'id' | 'createdAt'>;
export type RentalChanges = Partial<Pick<NewRental, 'appName' | 'accountType' | 'region' | 'weeklyPrice' | 'rules' | 'conditions' | 'description' | 'whatsapp' | 'instagramLink' | 'approvalStatus'>>;

function conditions(f: RentalFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.visible) {
    const fresh = or(eq(rentals.status, 'active'), sql`${rentals.statusUpdatedAt} > ${f.visible.cutoff.toISOString()}::timestamptz`);
    // A literal: the planner then matches the partial indexes on approved rentals.
    const shown = f.visible.allApprovals ? fresh : and(sql`${rentals.approvalStatus} = 'approved'`, fresh);
    c.push(f.visible.ownerId !== undefined ? or(shown, eq(rentals.ownerId, f.visible.ownerId)) : shown);
  }
  if (f.approval) c.push(eq(rentals.approvalStatus, f.approval));
  if (f.fakeOnly) c.push(eq(rentals.isFake, true));
  if (f.appName) c.push(eq(rentals.appName, f.appName));
  if (f.accountType) c.push(eq(rentals.accountType, f.accountType));
  if (f.region) c.push(sql`lower(${rentals.region}) = lower(${f.region})`);
  if (f.minPrice !== undefined) c.push(gte(rentals.weeklyPrice, f.minPrice.toFixed(2)));
  if (f.maxPrice !== undefined) c.push(lte(rentals.weeklyPrice, f.maxPrice.toFixed(2)));
  for (const w of f.words ?? []) {
    c.push(sql`(lower(${rentals.appName}) like '%' || ${w} || '%' or lower(coalesce(${rentals.description}, '')) like '%' || ${w} || '%')`);
  }
  return and(...c);
}

/** Queries only; the service opens the transactions and passes `tx` in. */
export function createAccountRentalsRepository(db: DbOrTx) {
  async function get(id: number): Promise<RentalRow | null> {
    const [row] = await selectRentals(db).where(eq(rentals.id, id)).limit(1);
    return row ?? null;
  }

  return {
    get,

    /** Newest first (id desc); `before` is the last id of the previous page. */
    list(f: RentalFilter, p: { before?: number; limit: number }): Promise<RentalRow[]> {
      return selectRentals(db)
        .where(and(conditions(f), p.before !== undefined ? lt(rentals.id, p.before) : undefined))
        .orderBy(desc(rentals.id))
        .limit(p.limit);
    },

    async insert(values: NewRental): Promise<number> {
      const [row] = await db.insert(rentals).values(values).returning({ id: rentals.id });
      return row!.id;
    },

    async insertMany(values: NewRental[]): Promise<number> {
      if (!values.length) return 0;
      return (await db.insert(rentals).values(values).returning({ id: rentals.id })).length;
    },

    /** Compare-and-set on the approval status the caller read; false when someone moved it meanwhile. */
    async update(id: number, seenApproval: string, changes: RentalChanges): Promise<boolean> {
      const rows = await db
        .update(rentals)
        .set(changes)
        .where(and(eq(rentals.id, id), eq(rentals.approvalStatus, seenApproval)))
        .returning({ id: rentals.id });
      return rows.length > 0;
    },

    /** Only the owner's own rental; statusUpdatedAt is the server's clock. */
    async setStatus(id: number, ownerId: number, status: RentalStatus, at: Date): Promise<boolean> {
      const rows = await db
        .update(rentals)
        .set({ status, isAvailable: status === 'active', statusUpdatedAt: at })
        .where(and(eq(rentals.id, id), eq(rentals.ownerId, ownerId)))
        .returning({ id: rentals.id });
      return rows.length > 0;
    },

    /** One statement that moves approval only from an allowed state. */
    async setApproval(id: number, to: RentalApproval, from: { only: RentalApproval } | { not: RentalApproval }) {
      const [row] = await db
        .update(rentals)
        .set({ approvalStatus: to })
        .where(and(eq(rentals.id, id), 'only' in from ? eq(rentals.approvalStatus, from.only) : ne(rentals.approvalStatus, from.not)))
        .returning({ id: rentals.id, ownerId: rentals.ownerId });
      return row ?? null;
    },

    async delete(id: number) {
      const [row] = await db.delete(rentals).where(eq(rentals.id, id)).returning({ id: rentals.id, ownerId: rentals.ownerId, appName: rentals.appName });
      return row ?? null;
    },

    async deleteFakes(): Promise<number[]> {
      return (await db.delete(rentals).where(eq(rentals.isFake, true)).returning({ id: rentals.id })).map((r) => r.id);
    },

    /** Whether `userId` is an active member (admin create on behalf of an owner). */
    async activeUserExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.isActive, true))).limit(1);
      return !!row;
    },

    /** Records one member's reveal of one listing on `day`; false when already recorded that day. */
    async recordReveal(rentalId: number, userId: number, day: string): Promise<boolean> {
      const rows = await db
        .insert(accountRentalReveals)
        .values({ rentalId, userId, day })
        .onConflictDoNothing()
        .returning({ rentalId: accountRentalReveals.rentalId });
      return rows.length > 0;
    },

    /** Counts one reveal for the member's day unless already at `max`: one atomic upsert. */
    async bumpRevealCount(userId: number, day: string, max: number): Promise<boolean> {
      const rows = await db
        .insert(accountRentalRevealCounts)
        .values({ userId, day, n: 1 })
        .onConflictDoUpdate({
          target: [accountRentalRevealCounts.userId, accountRentalRevealCounts.day],
          set: { n: sql`${accountRentalRevealCounts.n} + 1` },
          setWhere: sql`${accountRentalRevealCounts.n} < ${max}`,
        })
        .returning({ n: accountRentalRevealCounts.n });
      return rows.length > 0 && max >= 1;
    },

    /** How many different members revealed this listing's contact. */
    async revealCount(rentalId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${accountRentalReveals.userId})::int` })
        .from(accountRentalReveals)
        .where(eq(accountRentalReveals.rentalId, rentalId));
      return Number(row?.n ?? 0);
    },

    /** Real (non-demo) listings created since `since`, and those marked rented or sold since then. */
    async weekFigures(since: Date) {
      const at = since.toISOString();
      const [row] = await db
        .select({
          created: sql<number>`(select count(*)::int from ${rentals} where not ${rentals.isFake} and ${rentals.createdAt} >= ${at}::timestamptz)`,
          gone: sql<number>`(select count(*)::int from ${rentals} where not ${rentals.isFake} and ${inArray(rentals.status, ['rented', 'sold'])} and ${rentals.statusUpdatedAt} >= ${at}::timestamptz)`,
        })
        .from(sql`(select 1) as one`);
      return { created: Number(row?.created ?? 0), gone: Number(row?.gone ?? 0) };
    },
  };
}
export type AccountRentalsRepository = ReturnType<typeof createAccountRentalsRepository>;
