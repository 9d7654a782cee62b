import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { RentalApproval } from '../../contract/account-rentals.js';
import type { DbOrTx } from '../db/client.js';
import { blocks, users } from '../db/schema.js';
import { subscriptionInForce } from '../subscriptions/subscriptions.sql.js';
import { accountRentals as rentals } from './account-rentals.tables.js';

// The shapes of rentals reads: columns, filters and their values, shared by every list statement.

/** Which rentals a list shows. Every field narrows; none means every rental (admin panel). */
export interface RentalFilter {
  /**
   * The page's visibility rule: approved rentals, active or whose status changed after `cutoff`
   * (spec: 24 h), plus every rental of `ownerId`. Admins pass `allApprovals` to see every state.
   */
  visible?: { cutoff: Date; ownerId?: number; allApprovals?: boolean };
  /** The part of `visible` the owner sees beyond everyone else: own listings not shown publicly. */
  ownedHidden?: { cutoff: Date; ownerId: number; allApprovals?: boolean };
  approval?: RentalApproval;
  /** The moderation queue: pending rentals, and approved ones with an owner's edit waiting. */
  awaitingReview?: boolean;
  fakeOnly?: boolean;
  appName?: string;
  accountType?: string;
  region?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Lower-cased, LIKE-escaped words; each must appear in the app name or the description. */
  words?: string[];
  /** A member's list leaves out the owners they blocked (issue 15); visitors' lists never carry it. */
  notBlockedBy?: number;
}

export const columns = {
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
  pendingEdit: rentals.pendingEdit,
  status: rentals.status,
  statusUpdatedAt: rentals.statusUpdatedAt,
  isFake: rentals.isFake,
  createdAt: rentals.createdAt,
  ownerName: users.firstName,
  ownerLastName: users.lastName,
  ownerMemberNumber: users.memberNumber,
  ownerIsAdmin: sql<boolean>`coalesce(${users.isAdmin}, false)`,
  // A rental without an owner row (the left join finds none) reads false, not null.
  ownerSubscriptionActive: sql<boolean>`coalesce(${subscriptionInForce}, false)`,
};
export const selectRentals = (db: DbOrTx) =>
  db.select(columns).from(rentals).leftJoin(users, eq(users.id, rentals.ownerId));
export type RentalRow = Awaited<ReturnType<typeof selectRentals>>[number];

export type NewRental = Omit<typeof rentals.$inferInsert, 'id' | 'createdAt'>;
export type RentalChanges = Partial<
  Pick<
    NewRental,
    | 'appName'
    | 'accountType'
    | 'region'
    | 'weeklyPrice'
    | 'rules'
    | 'conditions'
    | 'description'
    | 'whatsapp'
    | 'instagramLink'
    | 'approvalStatus'
    | 'pendingEdit'
  >
>;

// drizzle writes the id DESC indexes as DESC NULLS LAST; only this exact order uses them (decision 007).
export const newestFirst = sql`${rentals.id} desc nulls last`;

/** A value in a condition: a named placeholder for prepared statements, or the value itself. */
export type Bind = <T>(name: string, value: T) => T;
export const asPlaceholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;
export const asValue: Bind = (_name, value) => value;

export function conditions(f: RentalFilter, bind: Bind): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  const shownFor = (v: { cutoff: Date; allApprovals?: boolean }) => {
    const fresh = or(
      eq(rentals.status, 'active'),
      sql`${rentals.statusUpdatedAt} > ${bind('cutoff', v.cutoff.toISOString())}::timestamptz`,
    );
    // A literal: the planner then matches the partial indexes on approved rentals.
    return v.allApprovals ? fresh : and(sql`${rentals.approvalStatus} = 'approved'`, fresh);
  };
  if (f.visible) {
    const shown = shownFor(f.visible);
    c.push(
      f.visible.ownerId !== undefined ? or(shown, eq(rentals.ownerId, bind('ownerId', f.visible.ownerId))) : shown,
    );
  }
  if (f.ownedHidden) {
    c.push(eq(rentals.ownerId, bind('ownerId', f.ownedHidden.ownerId)), sql`not (${shownFor(f.ownedHidden)})`);
  }
  if (f.approval) c.push(eq(rentals.approvalStatus, bind('approval', f.approval)));
  if (f.awaitingReview) c.push(sql`(${rentals.approvalStatus} = 'pending' or ${rentals.pendingEdit} is not null)`);
  if (f.fakeOnly) c.push(eq(rentals.isFake, true));
  if (f.appName) c.push(eq(rentals.appName, bind('appName', f.appName)));
  if (f.accountType) c.push(eq(rentals.accountType, bind('accountType', f.accountType)));
  if (f.region) c.push(sql`lower(${rentals.region}) = lower(${bind('region', f.region)})`);
  if (f.minPrice !== undefined)
    c.push(sql`${rentals.weeklyPrice} >= ${bind('minPrice', f.minPrice.toFixed(2))}::numeric`);
  if (f.maxPrice !== undefined)
    c.push(sql`${rentals.weeklyPrice} <= ${bind('maxPrice', f.maxPrice.toFixed(2))}::numeric`);
  // ILIKE on the columns themselves (not lower(...)): their statistics then tell the planner how
  // common a word is, and the trigram indexes serve the rare ones.
  // An anti-join on the primary key of blocks (blocker_id, blocked_id).
  if (f.notBlockedBy !== undefined) {
    c.push(
      sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${bind('notBlockedBy', f.notBlockedBy)} and ${blocks.blockedId} = ${rentals.ownerId})`,
    );
  }
  (f.words ?? []).forEach((w, i) => {
    const p = bind(`w${i}`, `%${w}%`);
    c.push(sql`(${rentals.appName} ilike ${p} or ${rentals.description} ilike ${p})`);
  });
  return and(...c);
}

/** The values of the placeholders `conditions(f, asPlaceholder)` uses. */
export function valuesOf(f: RentalFilter, before?: number): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (f.visible) v.cutoff = f.visible.cutoff.toISOString();
  if (f.visible?.ownerId !== undefined) v.ownerId = f.visible.ownerId;
  if (f.ownedHidden) {
    v.cutoff = f.ownedHidden.cutoff.toISOString();
    v.ownerId = f.ownedHidden.ownerId;
  }
  if (f.approval) v.approval = f.approval;
  if (f.appName) v.appName = f.appName;
  if (f.accountType) v.accountType = f.accountType;
  if (f.region) v.region = f.region;
  if (f.minPrice !== undefined) v.minPrice = f.minPrice.toFixed(2);
  if (f.maxPrice !== undefined) v.maxPrice = f.maxPrice.toFixed(2);
  if (f.notBlockedBy !== undefined) v.notBlockedBy = f.notBlockedBy;
  f.words?.forEach((w, i) => {
    v[`w${i}`] = `%${w}%`;
  });
  if (before !== undefined) v.before = before;
  return v;
}
