import { eq, isNull, ne, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../contract/marketplace.js';
import type { DbOrTx } from '../db/client.js';
import { eqPlanOnce, listFilter, notBlockedBy } from '../db/list-query.js';
import { users } from '../db/schema.js';
import { marketplaceItems as items } from './marketplace.tables.js';

// The shapes of marketplace reads: columns, the filter and paging, shared by every list statement.

/** Which items a list shows. Every field narrows; none means every item. */
export interface ItemFilter {
  /** Spec: non-admins see only approved and active items. */
  publicOnly?: boolean;
  approval?: ApprovalStatus;
  /** The moderation queue: pending items, and approved items with an owner's edit waiting. */
  awaitingReview?: boolean;
  orphans?: boolean;
  sellerId?: number;
  type?: string;
  category?: string;
  /** Search words, already lower-cased and LIKE-escaped; each must appear in title or description. */
  words?: string[];
  excludeId?: number;
  /** A member's lists leave out the sellers they blocked (issue 15); visitors' lists never carry it. */
  notBlockedBy?: number;
}

/** id-desc keyset (`before` = last id seen) or offset paging. */
export interface Paging {
  before?: number;
  offset?: number;
  limit: number;
}

export const columns = {
  id: items.id,
  listingNumber: items.listingNumber,
  title: items.title,
  description: items.description,
  price: items.price,
  type: items.type,
  category: items.category,
  // As JSON, not text[]: node-postgres parses a text[] character by character in JavaScript
  // (7 % of a list request's CPU); JSON.parse is native.
  imageUrls: sql<string[]>`to_json(${items.imageUrls})`,
  imageUrl: items.imageUrl,
  coverImageIndex: items.coverImageIndex,
  whatsapp: items.whatsapp,
  sellerId: items.sellerId,
  status: items.status,
  approvalStatus: items.approvalStatus,
  pendingEdit: items.pendingEdit,
  frameSerial: items.frameSerial,
  bikeClass: items.bikeClass,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  renewedAt: items.renewedAt,
  // The member ref's name: the display name, else the first name (issue 28; contract/member-name.ts).
  sellerDisplayName: sql<string | null>`coalesce(${users.displayName}, ${users.firstName})`,
  sellerMemberNumber: users.memberNumber,
};
export const selectItems = (tx: DbOrTx) => tx.select(columns).from(items).leftJoin(users, eq(users.id, items.sellerId));
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/**
 * The filter, one field at a time. Literals, not parameters, where the planner must see the value:
 * the public slice (about two thirds of the rows) and the moderation queue.
 */
export const itemFilter = listFilter<ItemFilter>({
  publicOnly: { code: 'p', where: () => [sql`${items.approvalStatus} = 'approved'`, sql`${items.status} = 'active'`] },
  approval: { code: 'a', where: (p) => eq(items.approvalStatus, p()) },
  awaitingReview: {
    code: 'r',
    where: () => sql`(${items.approvalStatus} = 'pending' or ${items.pendingEdit} is not null)`,
  },
  orphans: { code: 'o', where: () => isNull(items.sellerId) },
  // An InitPlan (`(select $1::int)`, see planOnceInt): one generic plan for every seller, where a plain
  // `= $1` got a custom plan, planned again on every request, for each profile's listings.
  sellerId: { code: 's', where: (p) => eqPlanOnce(items.sellerId, p()) },
  type: { code: 't', where: (p) => eq(items.type, p()) },
  category: { code: 'c', where: (p) => eq(items.category, p()) },
  excludeId: { code: 'x', where: (p) => ne(items.id, p()) },
  notBlockedBy: notBlockedBy(items.sellerId),
  // search_text is already unaccented and lower-cased; the word goes through the same functions, so
  // 'DOACAO' finds 'Doação' and 'doação' finds 'Doacao'. The trigram index serves these LIKEs.
  words: {
    code: 'w',
    form: (words) => String(words.length),
    planWithValues: true,
    values: (words) => words,
    where: (p, words) =>
      words.map((_, i) => sql`${items.searchText} like '%' || public.f_unaccent(lower(${p(i)})) || '%'`),
  },
});

/**
 * Whether a page answer also carries the count of every match, and how: counting at most `cap` + 1
 * matches, counting them all, or (public list without search) summing marketplace_public_counts.
 */
export type TotalMode = { cap: number } | 'exact' | 'public' | null;
