import {
  MARKETPLACE_TOTAL_CAP,
  type MarketplaceListQuery,
  type MarketplacePage,
  marketplaceMessages as msg,
  SIMILAR_ITEMS_LIMIT,
} from '../../contract/marketplace.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db } from '../db/client.js';
import { searchWords } from '../db/search-words.js';
import { badRequest, conflict, forbidden, notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import {
  assertDistinct,
  type CreateInput,
  contentOf,
  diffContent,
  type ItemContent,
  proposedOf,
  sameList,
  type UpdateInput,
} from './marketplace.edits.js';

export type { CreateInput, UpdateInput } from './marketplace.edits.js';

import { marketplaceByReports } from './marketplace.by-reports.js';
import {
  createMarketplaceRepository,
  type ItemChanges,
  type ItemFilter,
  type ItemRow,
  type TotalMode,
} from './marketplace.repository.js';
import { maySee, toItemView, type Viewer } from './marketplace.views.js';

export interface PageInput {
  cursor?: number;
  page?: number;
  limit: number;
}

export interface MarketplaceDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
  /** Community alerts: the warning beside a WhatsApp the viewer may see (decision 022). */
  blacklist: Pick<BlacklistService, 'warningFor'>;
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
        await audit.record(tx, {
          actorId: actor.id,
          action,
          targetType: 'marketplace_item',
          targetId: itemId,
          details: details(row),
        });
      }
      return row;
    });
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
    ...marketplaceByReports(repo),
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
        notBlockedBy: viewer && !isAdmin ? viewer.id : undefined,
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

    async get(id: number, viewer: Viewer) {
      const item = toItemView(await mustSee(id, viewer), viewer);
      // Only where the WhatsApp shows (subscribers, admins, the owner): the seller's number or own contacts.
      const alert =
        item.whatsapp === null
          ? null
          : await deps.blacklist.warningFor({ texts: [item.whatsapp], userIds: [item.sellerId] });
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

    /**
     * Admins edit in place; a member's edit of a rejected item goes back to the queue (spec); of an
     * approved one, waits as `pendingEdit` while the published version stays public (issue 16).
     */
    async update(editor: SessionUser, id: number, input: UpdateInput) {
      const current = await mustSee(id, editor);
      if (!editor.isAdmin && current.sellerId !== editor.id) throw forbidden(msg.editForbidden);
      const holdsEdit = !editor.isAdmin && current.approvalStatus === 'approved';
      // What the editor starts from: for an owner of a published item, their last proposal.
      const base = holdsEdit ? proposedOf(current) : contentOf(current);

      const images = input.imageUrls ?? base.imageUrls;
      if (input.imageUrls) assertDistinct(input.imageUrls);
      const imagesChanged = !sameList(images, base.imageUrls);
      // Spec: the cover goes back to the first image when the images change, unless one is chosen.
      const cover = input.coverImageIndex ?? (imagesChanged ? 0 : base.coverImageIndex);
      if (cover >= Math.max(images.length, 1)) throw badRequest(msg.coverInvalid);
      const next: ItemContent = {
        title: input.title ?? base.title,
        description: input.description ?? base.description,
        type: input.type ?? base.type,
        category: input.category ?? base.category,
        price: input.price === undefined ? base.price : input.price,
        whatsapp: input.whatsapp ?? base.whatsapp,
        imageUrls: images,
        coverImageIndex: cover,
      };
      if (next.type === 'venda' && next.price === null) throw badRequest(msg.priceRequiredForSale);
      const contentChanged = diffContent(base, next) !== null;

      const changes: ItemChanges = {};
      let message: string = msg.updated;
      if (holdsEdit) {
        if (contentChanged) {
          changes.pendingEdit = diffContent(contentOf(current), next);
          if (changes.pendingEdit) message = msg.editPending;
        }
      } else {
        Object.assign(changes, diffContent(base, next) ?? {});
        // Spec: a member's edit of a rejected item is resubmitted to moderation.
        if (contentChanged && !editor.isAdmin && current.approvalStatus !== 'pending') {
          changes.approvalStatus = 'pending';
          message = msg.updatedBackToPending;
        }
      }
      if (input.status !== undefined && input.status !== current.status) changes.status = input.status;

      const added = images.filter((p) => !base.imageUrls.includes(p));
      // Images already on the item stay allowed (an admin editing someone else's listing).
      if (added.length) await uploads.assertOwned(editor.id, added);

      const others = editor.isAdmin && editor.id !== current.sellerId;
      const row = Object.keys(changes).length
        ? await db.transaction(async (tx) => {
            const txRepo = createMarketplaceRepository(tx);
            if (!(await txRepo.update(id, current, changes))) return null;
            if (others) {
              const details = { fields: Object.keys(changes) };
              await audit.record(tx, {
                actorId: editor.id,
                action: 'marketplace.edit',
                targetType: 'marketplace_item',
                targetId: id,
                details,
              });
            }
            return txRepo.get(id);
          })
        : current;
      if (!row) {
        if (!(await repo.get(id))) throw notFound(msg.notFound);
        throw conflict(msg.editConflict);
      }
      // Images the editor took out that the published version does not show either.
      await dropImages(base.imageUrls.filter((p) => !images.includes(p) && !row.imageUrls.includes(p)));
      return { item: toItemView(row, editor), message };
    },

    /** A pending item is published; on a published item with an edit waiting, the edit is applied. */
    async approve(admin: SessionUser, id: number) {
      const current = await repo.get(id);
      if (current?.approvalStatus === 'approved' && current.pendingEdit) return settleEdit(admin, current, 'approve');
      return moderate(admin, id, 'approved');
    },
    /** Rejects a pending or published item; on a published item with an edit waiting, only the edit. */
    async reject(admin: SessionUser, id: number) {
      const current = await repo.get(id);
      if (current?.approvalStatus === 'approved' && current.pendingEdit) return settleEdit(admin, current, 'reject');
      return moderate(admin, id, 'rejected');
    },

    async remove(admin: SessionUser, id: number) {
      const gone = await audited(
        admin,
        'marketplace.delete',
        id,
        (r) => r.delete(id),
        (row) => ({ imageUrls: row.imageUrls }),
      );
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

  /** Applies or drops the owner's waiting edit of a published item, with its audit row. */
  async function settleEdit(admin: SessionUser, current: ItemRow, how: 'approve' | 'reject') {
    const edit = current.pendingEdit!;
    const changes: ItemChanges = how === 'approve' ? { ...edit, pendingEdit: null } : { pendingEdit: null };
    const row = await audited(
      admin,
      how === 'approve' ? 'marketplace.approve_edit' : 'marketplace.reject_edit',
      current.id,
      async (r) => ((await r.update(current.id, current, changes)) ? r.get(current.id) : null),
      (r) => ({ sellerId: r.sellerId, fields: Object.keys(edit) }),
    );
    if (!row) throw conflict(msg.editConflict);
    const before = [...current.imageUrls, ...(edit.imageUrls ?? [])];
    await dropImages(before.filter((p) => !row.imageUrls.includes(p)));
    return { item: toItemView(row, admin), message: how === 'approve' ? msg.editApproved : msg.editRejected };
  }

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
