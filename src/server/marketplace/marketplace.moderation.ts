import { marketplaceMessages as msg } from '../../contract/marketplace.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import type { FollowsService } from '../follows/follows.service.js';
import { badRequest, conflict, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import type { SessionUser } from '../users/session-user.js';
import {
  createMarketplaceRepository,
  type ItemChanges,
  type ItemRow,
  type MarketplaceRepository,
} from './marketplace.repository.js';
import { toItemView } from './marketplace.views.js';

export interface MarketplaceModerationDeps {
  db: Db;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'notify'>;
  favourites: Pick<FavouritesService, 'priceChanged'>;
  savedSearches: Pick<SavedSearchesService, 'listingApproved' | 'wake'>;
  follows: Pick<FollowsService, 'listingPublished'>;
  repo: MarketplaceRepository;
  dropImages: (paths: string[]) => Promise<void>;
}

/** The admins' side: approve or reject a listing or an owner's waiting edit, delete, give an owner; audited. */
export function marketplaceModeration(deps: MarketplaceModerationDeps) {
  const { db, audit, notifications, favourites, savedSearches, follows, repo, dropImages } = deps;

  /**
   * An admin write and its audit entry in one transaction: `write` runs on a repository built on
   * `tx` and returns the item (null when its single statement matched nothing, nothing is audited);
   * `then` runs on the same `tx` after the audit (the owner's notification).
   */
  function audited<T>(
    actor: SessionUser,
    action: string,
    itemId: number,
    write: (onTx: ReturnType<typeof createMarketplaceRepository>) => Promise<T | null>,
    details: (row: T) => Record<string, unknown> | undefined,
    then?: (tx: DbOrTx, row: T) => Promise<unknown>,
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
        await then?.(tx, row);
      }
      return row;
    });
  }

  /**
   * Issue 29: the owner hears of an admin's decision on their listing, in its transaction (none for
   * an orphan, nor for an admin deciding on their own listing). The title is the one now published.
   */
  const tellOwner = (admin: SessionUser, type: NotificationType) => (tx: DbOrTx, row: ItemRow) =>
    row.sellerId === null || row.sellerId === admin.id
      ? Promise.resolve(null)
      : notifications.notify(tx, row.sellerId, type, { data: { title: row.title }, targetId: row.id });

  /** Issue 34: an approval tells the owner, and the seller's followers when the listing is on show. */
  const published = (admin: SessionUser) => async (tx: DbOrTx, row: ItemRow) => {
    await tellOwner(admin, 'item-approved')(tx, row);
    if (row.status === 'active')
      await follows.listingPublished(tx, { kind: 'item', id: row.id, title: row.title, ownerId: row.sellerId });
    // A newly published listing queues the matching of saved searches (a job tells them, decision 051).
    await savedSearches.listingApproved(tx, { kind: 'item', id: row.id });
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
      async (tx, r) => {
        await tellOwner(admin, how === 'approve' ? 'item-edit-approved' : 'item-edit-rejected')(tx, r);
        // Issue 34: an approved edit that lowers the price tells those who saved the listing.
        if (how === 'approve' && r.approvalStatus === 'approved' && r.status === 'active')
          await favourites.priceChanged(
            tx,
            { kind: 'item', id: r.id },
            { title: r.title, ownerId: r.sellerId, before: current.price, after: r.price },
          );
      },
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
      to === 'approved' ? published(admin) : tellOwner(admin, 'item-rejected'),
    );
    if (row && to === 'approved') savedSearches.wake(); // after the commit: the job matches it (decision 051)
    if (row) return { item: toItemView(row, admin), message: to === 'approved' ? msg.approved : msg.rejected };
    if (!(await repo.get(id))) throw notFound(msg.notFound);
    throw conflict(to === 'approved' ? msg.approveOnlyPending : msg.alreadyRejected);
  }

  return {
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
}
