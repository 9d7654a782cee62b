import { and, eq, or, type Placeholder, sql } from 'drizzle-orm';
import type { RentalApproval } from '../../contract/account-rentals.js';
import type { DbOrTx } from '../db/client.js';
import { eqPlanOnce, listFilter, notBlockedBy } from '../db/list-query.js';
import { users } from '../db/schema.js';
import { subscriptionInForce } from '../subscriptions/subscriptions.sql.js';
import { accountRentals as rentals } from './account-rentals.tables.js';

// The shapes of rentals reads: columns and the filter, shared by every list statement.

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
  /** Issue 33: the owner's approved, active rentals (their profile; the owner index). */
  activeOf?: number;
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
  renewedAt: rentals.renewedAt,
  expiredAt: rentals.expiredAt,
  isFake: rentals.isFake,
  createdAt: rentals.createdAt,
  ownerReviewCount: rentals.ownerReviewCount,
  ownerRating: rentals.ownerRating,
  ownerName: users.firstName,
  ownerLastName: users.lastName,
  ownerMemberNumber: users.memberNumber,
  ownerMemberSince: users.memberSince,
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
/** 'Melhor avaliação': the order of account_rentals_approved_rating_idx (decision 047). */
export const bestRatedFirst = [sql`${rentals.ownerRating} desc nulls last`, newestFirst];

/** The page's visibility rule (spec: 24 h), and its negation for the owner's hidden listings. */
const shownFor = (allApprovals: boolean | undefined, cutoff: Placeholder) => {
  // Literals: a prepared statement holds values only as placeholders (the kit checks it), and the
  // planner matches the partial indexes on approved rentals.
  const fresh = or(sql`${rentals.status} = 'active'`, sql`${rentals.statusUpdatedAt} > ${cutoff}::timestamptz`);
  // Issue 34: an expired rental is out of the public list (the partial indexes leave it out too).
  return allApprovals
    ? fresh
    : and(sql`${rentals.approvalStatus} = 'approved'`, sql`${rentals.expiredAt} is null`, fresh);
};
const money = (n: number) => n.toFixed(2);

/** The filter, one field at a time. */
export const rentalFilter = listFilter<RentalFilter>({
  visible: {
    code: 'v',
    form: (v) => `${v.allApprovals ? 'a' : ''}${v.ownerId !== undefined ? 'o' : ''}`,
    values: (v) => (v.ownerId === undefined ? [v.cutoff.toISOString()] : [v.cutoff.toISOString(), v.ownerId]),
    where(p, v) {
      const shown = shownFor(v.allApprovals, p(0));
      return v.ownerId !== undefined ? or(shown, eq(rentals.ownerId, p(1))) : shown;
    },
  },
  ownedHidden: {
    code: 'h',
    form: (v) => (v.allApprovals ? 'a' : ''),
    values: (v) => [v.ownerId, v.cutoff.toISOString()],
    // The owner as an InitPlan (eqPlanOnce): one generic plan for every member, never planned per request.
    where: (p, v) => [eqPlanOnce(rentals.ownerId, p(0)), sql`not (${shownFor(v.allApprovals, p(1))})`],
  },
  approval: { code: 'p', where: (p) => eq(rentals.approvalStatus, p()) },
  awaitingReview: {
    code: 'q',
    where: () => sql`(${rentals.approvalStatus} = 'pending' or ${rentals.pendingEdit} is not null)`,
  },
  fakeOnly: { code: 'f', where: () => sql`${rentals.isFake}` },
  appName: { code: 'n', where: (p) => eq(rentals.appName, p()) },
  accountType: { code: 't', where: (p) => eq(rentals.accountType, p()) },
  region: { code: 'r', where: (p) => sql`lower(${rentals.region}) = lower(${p()})` },
  minPrice: { code: 'l', values: (v) => [money(v)], where: (p) => sql`${rentals.weeklyPrice} >= ${p()}::numeric` },
  maxPrice: { code: 'u', values: (v) => [money(v)], where: (p) => sql`${rentals.weeklyPrice} <= ${p()}::numeric` },
  notBlockedBy: notBlockedBy(rentals.ownerId),
  activeOf: {
    code: 'o',
    where: (p) => [
      eqPlanOnce(rentals.ownerId, p()),
      sql`${rentals.approvalStatus} = 'approved'`,
      sql`${rentals.status} = 'active'`,
    ],
  },
  // ILIKE on the columns themselves (not lower(...)): their statistics then tell the planner how
  // common a word is, and the trigram indexes serve the rare ones.
  words: {
    code: 'w',
    form: (words) => String(words.length),
    planWithValues: true,
    values: (words) => words.map((w) => `%${w}%`),
    where: (p, words) =>
      words.map((_, i) => sql`(${rentals.appName} ilike ${p(i)} or ${rentals.description} ilike ${p(i)})`),
  },
});
