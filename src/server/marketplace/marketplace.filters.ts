import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../contract/marketplace.js';
import type { DbOrTx } from '../db/client.js';
import { blocks, users } from '../db/schema.js';
import { marketplaceItems as items } from './marketplace.tables.js';

// The shapes of marketplace reads: columns, filters and paging, shared by every list statement.

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
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  sellerDisplayName: users.displayName,
  sellerMemberNumber: users.memberNumber,
};
export const selectItems = (tx: DbOrTx) => tx.select(columns).from(items).leftJoin(users, eq(users.id, items.sellerId));
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export type NewItem = Omit<
  typeof items.$inferInsert,
  'id' | 'listingNumber' | 'searchText' | 'createdAt' | 'updatedAt'
>;
export type ItemChanges = Partial<Omit<NewItem, 'sellerId' | 'approvalStatus'>> & { approvalStatus?: ApprovalStatus };

/** A value in a condition: a named placeholder for prepared statements, or the value itself. */
export type Bind = <T>(name: string, value: T) => T;
// A placeholder stands where the value will be; drizzle fills it at execute().
export const asPlaceholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;
export const asValue: Bind = (_name, value) => value;

export function conditions(f: ItemFilter, bind: Bind): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  // Literals, not parameters: the planner then knows the public slice (about two thirds of the rows).
  if (f.publicOnly) c.push(sql`${items.approvalStatus} = 'approved'`, sql`${items.status} = 'active'`);
  if (f.approval) c.push(eq(items.approvalStatus, bind('approval', f.approval)));
  if (f.awaitingReview) c.push(sql`(${items.approvalStatus} = 'pending' or ${items.pendingEdit} is not null)`);
  if (f.orphans) c.push(isNull(items.sellerId));
  if (f.sellerId !== undefined) c.push(eq(items.sellerId, bind('sellerId', f.sellerId)));
  if (f.type) c.push(eq(items.type, bind('type', f.type)));
  if (f.category) c.push(eq(items.category, bind('category', f.category)));
  if (f.excludeId !== undefined) c.push(ne(items.id, bind('excludeId', f.excludeId)));
  // An anti-join on the primary key of blocks (blocker_id, blocked_id).
  if (f.notBlockedBy !== undefined) {
    c.push(
      sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${bind('notBlockedBy', f.notBlockedBy)} and ${blocks.blockedId} = ${items.sellerId})`,
    );
  }
  // search_text is already unaccented and lower-cased; the word goes through the same functions, so
  // 'DOACAO' finds 'Doação' and 'doação' finds 'Doacao'. The trigram index serves these LIKEs.
  (f.words ?? []).forEach((w, i) => {
    c.push(sql`${items.searchText} like '%' || public.f_unaccent(lower(${bind(`w${i}`, w)})) || '%'`);
  });
  return and(...c);
}

/** The values of the placeholders that `conditions(f, asPlaceholder)` and the paging clauses use. */
export function valuesOf(f: ItemFilter, p: Paging): Record<string, unknown> {
  const v: Record<string, unknown> = {};
  if (p.offset) v.offset = p.offset;
  if (f.approval) v.approval = f.approval;
  if (f.sellerId !== undefined) v.sellerId = f.sellerId;
  if (f.type) v.type = f.type;
  if (f.category) v.category = f.category;
  if (f.excludeId !== undefined) v.excludeId = f.excludeId;
  if (f.notBlockedBy !== undefined) v.notBlockedBy = f.notBlockedBy;
  f.words?.forEach((w, i) => {
    v[`w${i}`] = w;
  });
  if (p.before !== undefined) v.before = p.before;
  return v;
}

/**
 * Whether a page answer also carries the count of every match, and how: counting at most `cap` + 1
 * matches, counting them all, or (public list without search) summing marketplace_public_counts.
 */
export type TotalMode = { cap: number } | 'exact' | 'public' | null;
