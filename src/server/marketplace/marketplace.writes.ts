import {
  BIKES_CATEGORY,
  type CreateItemData,
  marketplaceMessages as msg,
  saleHasPrice,
  type UpdateItemData,
} from '../../contract/marketplace.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { Db } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { type QueueStolenListing, stolenListingEntry } from './marketplace.by-bikes.js';
import { assertDistinct, contentOf, diffContent, type ItemContent, proposedOf, sameList } from './marketplace.edits.js';
import {
  createMarketplaceRepository,
  type ItemChanges,
  type ItemRow,
  type MarketplaceRepository,
} from './marketplace.repository.js';
import { maySee, toItemView, type Viewer } from './marketplace.views.js';

export interface MarketplaceWritesDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
  favourites: Pick<FavouritesService, 'priceChanged'>;
  repo: MarketplaceRepository;
  mustSee: (id: number, viewer: Viewer) => Promise<ItemRow>;
  dropImages: (paths: string[]) => Promise<void>;
  /** Issue 32: the bikes register (its normal form of a serial, the stolen check, the owner's notice). */
  bikes: Pick<BikesService, 'normaliseSerial' | 'stolenBySerial' | 'notifyListingMatch'>;
  /** Issue 32: the administrators' queue (the reports service, which is built after this one). */
  queueStolenListing: QueueStolenListing;
}

/** Issue 32: what a bikes listing carries beside its content (nothing outside the bikes category). */
function bikeFields(
  category: string,
  serialKey: string | null | undefined,
  bikeClass: ItemContent['bikeClass'] | undefined,
) {
  const bikes = category === BIKES_CATEGORY;
  return { frameSerial: bikes ? serialKey || null : null, bikeClass: bikes ? (bikeClass ?? null) : null };
}

/** A member's (or an admin's) own writes: a new listing and the edit of one. */
export function marketplaceWrites(deps: MarketplaceWritesDeps) {
  const { db, uploads, audit, favourites, repo, mustSee, dropImages, bikes } = deps;

  /**
   * Issue 32: a serial that matches a bike registered as stolen refuses the listing (or the edit)
   * with a neutral message (decision 041). Nothing of the listing is written; in one transaction the
   * administrators' queue gets the attempt beside the stolen bike, the audit log a row, and the
   * bike's owner a notification.
   */
  async function refuseStolen(lister: SessionUser, content: ItemContent, serial: string, existing?: ItemRow) {
    const bike = await bikes.stolenBySerial(serial);
    if (!bike) return;
    const head = existing ? `Edição do anúncio ${existing.listingNumber}` : 'Novo anúncio';
    const { summary, details } = stolenListingEntry(content, serial, bike, head);
    await db.transaction(async (tx) => {
      await deps.queueStolenListing(tx, { bikeId: bike.id, listerId: lister.id, summary, details });
      await audit.record(tx, {
        actorId: lister.id,
        action: 'marketplace.stolen_serial_refused',
        targetType: 'bike',
        targetId: bike.id,
        details: { listingId: existing?.id ?? null },
      });
      await bikes.notifyListingMatch(tx, bike, lister.id);
    });
    throw new HttpError(422, msg.refusedForReview);
  }

  return {
    /** Issue 34: the owner's one-tap 'Renovar' (from 'Meus anúncios' or the expiry notice). */
    async renew(user: SessionUser, id: number) {
      if (!(await repo.renew(id, user.id))) {
        const row = await repo.get(id);
        if (!row || !maySee(row, user)) throw notFound(msg.notFound);
        throw forbidden(msg.renewForbidden);
      }
      return { item: toItemView((await repo.get(id))!, user), message: msg.renewed };
    },

    async create(user: SessionUser, input: CreateItemData) {
      // Gating (login, subscription or admin) runs before validation, in the route.
      assertDistinct(input.imageUrls);
      await uploads.assertOwned(user.id, input.imageUrls);
      const bike = bikeFields(
        input.category,
        input.frameSerial && bikes.normaliseSerial(input.frameSerial),
        input.bikeClass,
      );
      if (input.frameSerial) {
        const content = { ...input, price: input.price ?? null, ...bike };
        await refuseStolen(user, content, input.frameSerial);
      }
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
          ...bike,
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
      const category = input.category ?? base.category;
      const serialKey =
        input.frameSerial === undefined
          ? base.frameSerial
          : input.frameSerial && bikes.normaliseSerial(input.frameSerial);
      const next: ItemContent = {
        title: input.title ?? base.title,
        description: input.description ?? base.description,
        type: input.type ?? base.type,
        category,
        price: input.price === undefined ? base.price : input.price,
        whatsapp: input.whatsapp ?? base.whatsapp,
        imageUrls: images,
        coverImageIndex: cover,
        ...bikeFields(category, serialKey, input.bikeClass === undefined ? base.bikeClass : input.bikeClass),
      };
      if (!saleHasPrice(next)) throw badRequest(msg.priceRequiredForSale);
      // Issue 32: the same check as a new listing's, on the serial the edit sends.
      if (input.frameSerial) await refuseStolen(editor, next, input.frameSerial, current);
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
      if (input.status !== undefined && input.status !== current.status) {
        changes.status = input.status;
        // Issue 34: switching a listing back on publishes it again, so its 60 days start again.
        if (input.status === 'active') Object.assign(changes, { renewedAt: new Date(), expiryNoticedAt: null });
      }

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
            const after = await txRepo.get(id);
            // Issue 34: an admin's in-place edit of a public listing that lowers its price.
            if (after && after.approvalStatus === 'approved' && after.status === 'active')
              await favourites.priceChanged(
                tx,
                { kind: 'item', id },
                { title: after.title, ownerId: after.sellerId, before: current.price, after: after.price },
              );
            return after;
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
