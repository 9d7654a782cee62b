import {
  type CreateItemData,
  marketplaceMessages as msg,
  saleHasPrice,
  type UpdateItemData,
} from '../../contract/marketplace.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { assertDistinct, contentOf, diffContent, type ItemContent, proposedOf, sameList } from './marketplace.edits.js';
import {
  createMarketplaceRepository,
  type ItemChanges,
  type ItemRow,
  type MarketplaceRepository,
} from './marketplace.repository.js';
import { toItemView, type Viewer } from './marketplace.views.js';

export interface MarketplaceWritesDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
  repo: MarketplaceRepository;
  mustSee: (id: number, viewer: Viewer) => Promise<ItemRow>;
  dropImages: (paths: string[]) => Promise<void>;
}

/** A member's (or an admin's) own writes: a new listing and the edit of one. */
export function marketplaceWrites(deps: MarketplaceWritesDeps) {
  const { db, uploads, audit, repo, mustSee, dropImages } = deps;
  return {
    async create(user: SessionUser, input: CreateItemData) {
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
    async update(editor: SessionUser, id: number, input: UpdateItemData) {
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
      if (!saleHasPrice(next)) throw badRequest(msg.priceRequiredForSale);
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
  };
}
