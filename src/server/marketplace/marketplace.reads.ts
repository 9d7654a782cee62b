import {
  MARKETPLACE_TOTAL_CAP,
  type MarketplaceListQuery,
  type MarketplacePage,
  marketplaceMessages as msg,
  SIMILAR_ITEMS_LIMIT,
} from '../../contract/marketplace.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import { searchWords } from '../db/search-words.js';
import { notFound } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import type { ItemFilter, ItemRow, MarketplaceRepository, TotalMode } from './marketplace.repository.js';
import { maySee, toItemView, type Viewer } from './marketplace.views.js';

export interface PageInput {
  cursor?: number;
  page?: number;
  limit: number;
}

/**
 * Issue 38: how long a first page of a search is kept, for visitors and for the members who blocked
 * nobody (the same page). A search is the one list PostgreSQL plans with its values on every call
 * (the trigram index or the id order, by how common the words are), half of its database time; a
 * link or a word shared in a WhatsApp group brings the same search many times at once. A listing
 * approved, edited, taken down or deleted through this service clears the kept pages at once; any
 * other change (another instance's write, a seller's new name, a deleted account) shows in such a
 * search at most this late. A member's block list is read live: once they block someone, their
 * searches read the database (decision 056).
 */
export const SEARCH_FIRST_PAGE_MS = 5_000;
const SEARCH_PAGES_KEPT = 500;

/** What anyone may read of the marketplace: the lists, an item, its similar items. */
export function marketplaceReads(
  repo: MarketplaceRepository,
  blacklist: Pick<BlacklistService, 'warningFor'>,
  blocks: Pick<BlocksService, 'blocksAnyone'>,
) {
  /** First pages of searches without a block list, by normalised words and filters, with when each was read (in flight too). */
  const searchPages = new Map<string, { at: number; result: ReturnType<MarketplaceRepository['list']> }>();
  function keptSearch(
    filter: ItemFilter,
    paging: { before?: number; offset?: number; limit: number },
    mode: TotalMode,
  ) {
    const key = JSON.stringify([filter.type, filter.category, filter.words, paging.limit]);
    const now = Date.now();
    const kept = searchPages.get(key);
    if (kept && now - kept.at < SEARCH_FIRST_PAGE_MS) return kept.result;
    const result = repo.list(filter, paging, mode);
    // A failed read is not kept.
    result.catch(() => {
      if (searchPages.get(key)?.result === result) searchPages.delete(key);
    });
    searchPages.delete(key);
    searchPages.set(key, { at: now, result });
    // Oldest first in a Map: past the bound, the oldest goes.
    if (searchPages.size > SEARCH_PAGES_KEPT) searchPages.delete(searchPages.keys().next().value!);
    return result;
  }

  /** A page of `filter` with its total: exact, from the public counters, or capped (searches). */
  async function page(
    filter: ItemFilter,
    p: PageInput,
    viewer: Viewer,
    mode: TotalMode = 'exact',
  ): Promise<MarketplacePage> {
    const paging = {
      before: p.cursor,
      offset: p.cursor === undefined && p.page && p.page > 1 ? (p.page - 1) * p.limit : undefined,
      limit: p.limit + 1,
    };
    // Only without a block list (a visitor's, or a member's who blocked nobody), only a search's, only the first page.
    const keep =
      filter.words !== undefined &&
      filter.publicOnly === true &&
      filter.notBlockedBy === undefined &&
      filter.sellerId === undefined &&
      filter.excludeId === undefined &&
      paging.before === undefined &&
      paging.offset === undefined &&
      mode !== null &&
      typeof mode === 'object';
    const { rows, total } = await (keep ? keptSearch(filter, paging, mode) : repo.list(filter, paging, mode));
    const items = rows.slice(0, p.limit);
    const cap = mode !== null && typeof mode === 'object' ? mode.cap : Number.POSITIVE_INFINITY;
    return {
      items: items.map((r) => toItemView(r, viewer)),
      nextCursor: rows.length > p.limit ? items.at(-1)!.id : null,
      total: Math.min(total ?? 0, cap),
      totalCapped: (total ?? 0) > cap,
    };
  }

  async function mustSee(id: number, viewer: Viewer): Promise<ItemRow> {
    const row = await repo.get(id);
    // A pending, rejected or inactive item does not exist for anyone but its owner and admins.
    if (!row || !maySee(row, viewer)) throw notFound(msg.notFound);
    return row;
  }

  return {
    page,
    mustSee,
    /** Called after every write of the service: the next search reads the database again. */
    forgetSearches: () => searchPages.clear(),

    async list(viewer: Viewer, q: MarketplaceListQuery) {
      const isAdmin = !!viewer?.isAdmin;
      const filter: ItemFilter = {
        publicOnly: !isAdmin,
        // The landing filter 'motocicleta' is the category motos (spec section 3).
        type: q.type && q.type !== 'all' && q.type !== 'motocicleta' ? q.type : undefined,
        category: q.type === 'motocicleta' ? 'motos' : q.category && q.category !== 'all' ? q.category : undefined,
        words: searchWords(q.q),
        notBlockedBy: viewer && !isAdmin ? viewer.id : undefined,
      };
      if (q.type === 'motocicleta' && q.category && q.category !== 'all' && q.category !== 'motos') {
        return { items: [], nextCursor: null, total: 0, totalCapped: false };
      }
      // Issue 38: a member who blocked nobody gets the page a visitor gets, so their first page of a
      // search may be a kept one too (one primary-key probe instead of the search). Asked only then.
      const firstPage = q.cursor === undefined && !(q.page && q.page > 1);
      if (viewer && filter.notBlockedBy !== undefined && filter.words && firstPage) {
        if (!(await blocks.blocksAnyone(viewer))) filter.notBlockedBy = undefined;
      }
      // Totals (decision 005): admins count exactly; the public list sums the per-category counters;
      // a search counts its matches only up to the cap.
      const mode: TotalMode = isAdmin ? 'exact' : filter.words ? { cap: MARKETPLACE_TOTAL_CAP } : 'public';
      return page(filter, q, viewer, mode);
    },

    mine: (user: SessionUser, p: PageInput) => page({ sellerId: user.id }, p, user),
    /** Issue 33: a member's public listings for their profile (the seller index), newest first, no total. */
    bySeller: (sellerId: number, viewer: SessionUser, p: { cursor?: number; limit: number }) =>
      page({ publicOnly: true, sellerId, notBlockedBy: viewer.isAdmin ? undefined : viewer.id }, p, viewer, null),

    async get(id: number, viewer: Viewer) {
      const item = toItemView(await mustSee(id, viewer), viewer);
      // Only where the WhatsApp shows to someone else (subscribers, admins): the seller's number or own
      // contacts. Never to the seller: they typed those values, and could test numbers against the
      // alerts without the contact check's daily limit (issue 37, decision 027).
      const alert =
        item.whatsapp === null || viewer?.id === item.sellerId
          ? null
          : await blacklist.warningFor({ texts: [item.whatsapp], userIds: [item.sellerId] });
      return alert ? { ...item, alert } : item;
    },

    async similar(id: number, viewer: Viewer) {
      const row = await mustSee(id, viewer);
      const { rows } = await repo.list(
        { publicOnly: true, category: row.category, excludeId: row.id },
        { limit: SIMILAR_ITEMS_LIMIT },
      );
      return { items: rows.map((r) => toItemView(r, viewer)) };
    },
  };
}
