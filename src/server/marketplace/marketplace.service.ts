import {
  MARKETPLACE_TOTAL_CAP,
  type MarketplaceListQuery,
  type MarketplacePage,
  marketplaceMessages as msg,
  SIMILAR_ITEMS_LIMIT,
} from '../../contract/marketplace.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { searchWords } from '../db/search-words.js';
import { maySee, toItemView, type Viewer } from './marketplace.views.js';
import { createMarketplaceRepository, type ItemChanges, type ItemFilter, type ItemRow, type TotalMode } from './marketplace.repository.js';

export interface PageInput {
  cursor?: number;
  page?: number;
  limit: number;
}

export interface MarketplaceDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
}

export function createMarketplaceService(deps: MarketplaceDeps) {
  const { db, uploads, audit } = deps;
  const repo = createMarketplaceRepository(db);

  /**
   * An admin write and its audit entry in one transaction: `write` runs on a repository built on
   * `tx` and returns the item (null when its single statement matched nothing, nothing is audited).
   */
  function audited<T>(
    actor: SessionUser,
    action: string,
    itemId: number,
    write: (onTx: ReturnType<typeof createMarketplaceRepository>) => Promise<T | null>,
    details: (row: T) => Record<string, unknown> | undefined,
  ): Promise<T | null> {
    return db.transaction(async (tx) => {
      const row = await write(createMarketplaceRepository(tx));
      if (row !== null) {
        await audit.record(tx, { actorId: actor.id, action, targetType: 'marketplace_item', targetId: itemId, details: details(row) });
      }
      return row;
    });
  }

  /** A page of `filter` with its total: exact, from the public counters, or capped (searches). */
  async function page(filter: ItemFilter, p: PageInput, viewer: Viewer, mode: TotalMode = 'exact'): Promise<MarketplacePage> {
    const paging = {
      before: p.cursor,
      offset: p.cursor === undefined && p.page && p.page > 1 ? (p.page - 1) * p.limit : undefined,
      limit: p.limit + 1,
    };
    const { rows, total } = await repo.list(filter, paging, mode);
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

  /** Deletes the objects behind `paths` that no item shows any more (also after a user's removal). */
  async function dropImages(paths: string[]) {
    if (!paths.length) return;
    const still = await repo.referenced(paths);
    await uploads.remove(paths.filter((p) => !still.has(p)));
  }

  return {
    page,
    dropImages,

    list(viewer: Viewer, q: MarketplaceListQuery) {
      const isAdmin = !!viewer?.isAdmin;
      const filter: ItemFilter = {
        publicOnly: !isAdmin,
        // The landing filter 'motocicleta' is the category motos (spec section 3).
        type: q.type && q.type !== 'all' && q.type !== 'motocicleta' ? q.type : undefined,
        category: q.type === 'motocicleta' ? 'motos' : q.category && q.category !== 'all' ? q.category : undefined,
        words: searchWords(q.q),
      };
      if (q.type === 'motocicleta' && q.category && q.category !== 'all' && q.category !== 'motos') {
        return { items: [], nextCursor: null, total: 0, totalCapped: false };
      }
      // Totals (decision 005): admins count exactly; the public list sums the per-category counters;
      // a search counts its matches only up to the cap.
      const mode: TotalMode = isAdmin ? 'exact' : filter.words ? { cap: MARKETPLACE_TOTAL_CAP } : 'public';
      return page(filter, q, viewer, mode);
    },

    mine: (user: SessionUser, p: PageInput) => page({ sellerId: user.id }, p, user),

    get: async (id: number, viewer: Viewer) => toItemView(await mustSee(id, viewer), viewer),

    async similar(id: number, viewer: Viewer) {
      const row = await mustSee(id, viewer);
      const { rows } = await repo.list({ publicOnly: true, category: row.category, excludeId: row.id }, { limit: SIMILAR_ITEMS_LIMIT });
      return { items: rows.map((r) => toItemView(r, viewer)) };
    },

    async create(user: SessionUser, input: CreateInput) {
      // Gating (login, subscription or admin) runs before validation, in the route.
      assertDistinct(input.imageUrls);
      await uploads.assertOwned(user.id, input.imageUrls);
      const row = await db.transaction(async (tx) => {
        const txRepo = createMarketplaceRepository(tx);
        const id = await txRepo.insert({
        title: input.title,
        description: input.description,
        type: input.type,
        category: input.category,
        price: input.price ?? null,
        whatsapp: input.whatsapp,
        imageUrls: input.imageUrls,
        coverImageIndex: input.coverImageIndex,
        // Never from the body: the seller is the caller, members' items wait for moderation.
        sellerId: user.id,
        status: 'active',
        approvalStatus: user.isAdmin ? 'approved' : 'pending',
        });
        return (await txRepo.get(id))!;
      });
      return { item: toItemView(row, user), message: user.isAdmin ? msg.createdAdmin : msg.createdMember };
    },

    async update(editor: SessionUser, id: number, input: UpdateInput) {
      const current = await mustSee(id, editor);
      if (!editor.isAdmin && current.sellerId !== editor.id) throw forbidden(msg.editForbidden);

      const images = input.imageUrls ?? current.imageUrls;
      if (input.imageUrls) assertDistinct(input.imageUrls);
      const imagesChanged = !sameList(images, current.imageUrls);
      // Spec: the cover goes back to the first image when the images change, unless one is chosen.
      const cover = input.coverImageIndex ?? (imagesChanged ? 0 : current.coverImageIndex);
      if (cover >= Math.max(images.length, 1)) throw badRequest(msg.coverInvalid);
      const type = input.type ?? current.type;
      const price = input.price === undefined ? current.price : input.price;
      if (type === 'venda' && price === null) throw badRequest(msg.priceRequiredForSale);

      const changes: ItemChanges = {};
      if (input.title !== undefined && input.title !== current.title) changes.title = input.title;
      if (input.description !== undefined && input.description !== current.description) changes.description = input.description;
      if (input.type !== undefined && input.type !== current.type) changes.type = input.type;
      if (input.category !== undefined && input.category !== current.category) changes.category = input.category;
      if (price !== current.price) changes.price = price;
      if (input.whatsapp !== undefined && input.whatsapp !== current.whatsapp) changes.whatsapp = input.whatsapp;
      if (imagesChanged) changes.imageUrls = images;
      if (cover !== current.coverImageIndex) changes.coverImageIndex = cover;
      const contentChanged = Object.keys(changes).length > 0;
      if (input.status !== undefined && input.status !== current.status) changes.status = input.status;

      // Spec: a member's edit of an approved item goes back to moderation (a rejected one is
      // resubmitted the same way). Switching Ativo/Inativo alone is not an edit of the content.
      const backToPending = contentChanged && !editor.isAdmin && current.approvalStatus !== 'pending';
      if (backToPending) changes.approvalStatus = 'pending';

      const added = images.filter((p) => !current.imageUrls.includes(p));
      // Images already on the item stay allowed (an admin editing someone else's listing).
      if (added.length) await uploads.assertOwned(editor.id, added);

      const others = editor.isAdmin && editor.id !== current.sellerId;
      const row = Object.keys(changes).length
        ? await db.transaction(async (tx) => {
            const txRepo = createMarketplaceRepository(tx);
            if (!(await txRepo.update(id, current, changes))) return null;
            if (others) {
              const details = { fields: Object.keys(changes) };
              await audit.record(tx, { actorId: editor.id, action: 'marketplace.edit', targetType: 'marketplace_item', targetId: id, details });
            }
            return txRepo.get(id);
          })
        : current;
      if (!row) {
        if (!(await repo.get(id))) throw notFound(msg.notFound);
        throw conflict(msg.editConflict);
      }
      await dropImages(current.imageUrls.filter((p) => !images.includes(p)));
      return { item: toItemView(row, editor), message: backToPending ? msg.updatedBackToPending : msg.updated };
    },

    async approve(admin: SessionUser, id: number) {
      return moderate(admin, id, 'approved');
    },
    async reject(admin: SessionUser, id: number) {
      return moderate(admin, id, 'rejected');
    },

    async remove(admin: SessionUser, id: number) {
      const gone = await audited(admin, 'marketplace.delete', id, (r) => r.delete(id), (row) => ({ imageUrls: row.imageUrls }));
      if (!gone) throw notFound(msg.notFound);
      await dropImages(gone.imageUrls);
      return { message: msg.deleted };
    },

    async reassign(admin: SessionUser, id: number, sellerId: number) {
      const row = await audited(
        admin,
        'marketplace.reassign',
        id,
        async (r) => ((await r.reassign(id, sellerId)) ? r.get(id) : null),
        (r) => ({ sellerId: r.sellerId }),
      );
      if (row) return { item: toItemView(row, admin), message: msg.ownerChanged };
      const current = await repo.get(id);
      if (!current) throw notFound(msg.notFound);
      if (current.sellerId !== null) throw badRequest(msg.notOrphan);
      throw badRequest(msg.ownerInvalid);
    },
  };

  async function moderate(admin: SessionUser, id: number, to: 'approved' | 'rejected') {
    // Spec: approve only pending items; reject any item not yet rejected.
    const from = to === 'approved' ? { only: 'pending' as const } : { not: 'rejected' as const };
    const action = to === 'approved' ? 'marketplace.approve' : 'marketplace.reject';
    const row = await audited(
      admin,
      action,
      id,
      async (r) => ((await r.setApproval(id, to, from)) ? r.get(id) : null),
      (r) => ({ sellerId: r.sellerId }),
    );
    if (row) return { item: toItemView(row, admin), message: to === 'approved' ? msg.approved : msg.rejected };
    if (!(await repo.get(id))) throw notFound(msg.notFound);
    throw conflict(to === 'approved' ? msg.approveOnlyPending : msg.alreadyRejected);
  }
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

export interface CreateInput {
  title: string;
  description: string;
  type: string;
  category: string;
  price?: string | null;
  whatsapp: string;
  imageUrls: string[];
  coverImageIndex: number;
}
export interface UpdateInput extends Partial<CreateInput> {
  status?: 'active' | 'inactive';
}

function assertDistinct(paths: string[]) {
  if (new Set(paths).size !== paths.length) throw badRequest(msg.imageDuplicate);
}
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
