import {
  type AdminCreateRentalData,
  type AdminRentalListQuery,
  rentalMessages as msg,
  type RentalPage,
} from '../../contract/account-rentals.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import type { FollowsService } from '../follows/follows.service.js';
import { badRequest, conflict, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import {
  type AccountRentalsRepository,
  createAccountRentalsRepository,
  type RentalChanges,
  type RentalFilter,
  type RentalRow,
} from './account-rentals.repository.js';
import { rentalTitle, toRentalView, type Viewer } from './account-rentals.views.js';
import { insertAndGet, priceDrop, type RentalAudit, rentalValues } from './account-rentals.writes.js';
import { fakeRentals } from './fake-rentals.js';

export interface RentalsModerationDeps {
  db: Db;
  repo: AccountRentalsRepository;
  now: () => Date;
  audit: RentalAudit;
  notifications: Pick<NotificationsService, 'notify'>;
  favourites: Pick<FavouritesService, 'priceChanged'>;
  savedSearches: Pick<SavedSearchesService, 'listingApproved' | 'wake'>;
  follows: Pick<FollowsService, 'listingPublished'>;
  page: (filter: RentalFilter, p: { cursor?: number; limit: number }, viewer: Viewer | null) => Promise<RentalPage>;
}

/** The admins' side: the queue, approve or reject a rental or its waiting edit, delete, create, demo listings; audited. */
export function rentalsModeration(deps: RentalsModerationDeps) {
  const { db, repo, now, audit, notifications, favourites, savedSearches, follows, page } = deps;

  /**
   * Issue 29: the owner hears of an admin's decision on their rental, in its transaction (not an
   * admin deciding on their own). The title is the one now published.
   */
  function tellOwner(
    tx: DbOrTx,
    admin: Viewer,
    type: NotificationType,
    r: { id: number; ownerId: number | null; appName: string; accountType: string },
  ) {
    if (r.ownerId === null || r.ownerId === admin.id) return null;
    return notifications.notify(tx, r.ownerId, type, { data: { title: rentalTitle(r) }, targetId: r.id });
  }

  /** Issue 34: the owner's followers hear of a rental an approval made public (an active one). */
  function tellFollowers(
    tx: DbOrTx,
    r: { id: number; ownerId: number | null; appName: string; accountType: string; status: string },
  ) {
    if (r.status !== 'active') return null;
    return follows.listingPublished(tx, { kind: 'rental', id: r.id, title: rentalTitle(r), ownerId: r.ownerId });
  }

  /** Applies or drops the owner's waiting edit of a published rental, with its audit row. */
  async function settleEdit(admin: Viewer, current: RentalRow, how: 'approve' | 'reject') {
    const edit = current.pendingEdit!;
    const changes: RentalChanges = how === 'approve' ? { ...edit, pendingEdit: null } : { pendingEdit: null };
    const done = await db.transaction(async (tx) => {
      const ok = await createAccountRentalsRepository(tx).update(current.id, current, changes);
      if (ok) {
        await audit(tx, admin, `${how}_edit`, current.id, { ownerId: current.ownerId, fields: Object.keys(edit) });
        const shown = how === 'approve' ? { ...current, ...edit } : current;
        await tellOwner(tx, admin, how === 'approve' ? 'rental-edit-approved' : 'rental-edit-rejected', shown);
        if (how === 'approve') await priceDrop(tx, favourites, current, edit);
      }
      return ok;
    });
    if (!done) throw conflict(msg.editConflict);
    return {
      item: toRentalView((await repo.get(current.id))!, admin),
      message: how === 'approve' ? msg.editApproved : msg.editRejected,
    };
  }

  async function moderate(admin: Viewer, id: number, to: 'approved' | 'rejected') {
    // Spec: approve only pending listings; reject any not yet rejected.
    const from = to === 'approved' ? { only: 'pending' as const } : { not: 'rejected' as const };
    const done = await db.transaction(async (tx) => {
      const row = await createAccountRentalsRepository(tx).setApproval(id, to, from);
      if (!row) return false;
      await audit(tx, admin, to === 'approved' ? 'approve' : 'reject', id, { ownerId: row.ownerId });
      await tellOwner(tx, admin, to === 'approved' ? 'rental-approved' : 'rental-rejected', row);
      // Issue 34: a newly published rental queues the matching of saved searches (a job tells them, decision 051).
      if (to === 'approved') await savedSearches.listingApproved(tx, { kind: 'rental', id });
      if (to === 'approved') await tellFollowers(tx, row);
      return true;
    });
    if (!done) {
      if (!(await repo.get(id))) throw notFound(msg.notFound);
      throw conflict(to === 'approved' ? msg.approveOnlyPending : msg.alreadyRejected);
    }
    if (to === 'approved') savedSearches.wake(); // after the commit: the job matches it (decision 051)
    return {
      item: toRentalView((await repo.get(id))!, admin),
      message: to === 'approved' ? msg.approved : msg.rejected,
    };
  }

  return {
    adminList(admin: Viewer, q: AdminRentalListQuery) {
      const filter: RentalFilter =
        q.status === 'fake'
          ? { fakeOnly: true }
          : q.status === 'all'
            ? {}
            : q.status === 'pending'
              ? { awaitingReview: true }
              : { approval: q.status };
      return page(filter, q, admin);
    },

    /** A pending rental is published; on a published one with an edit waiting, the edit is applied. */
    async approve(admin: Viewer, id: number) {
      const current = await repo.get(id);
      if (current?.approvalStatus === 'approved' && current.pendingEdit) return settleEdit(admin, current, 'approve');
      return moderate(admin, id, 'approved');
    },
    /** Rejects a rental; on a published one with an edit waiting, only the edit. */
    async reject(admin: Viewer, id: number) {
      const current = await repo.get(id);
      if (current?.approvalStatus === 'approved' && current.pendingEdit) return settleEdit(admin, current, 'reject');
      return moderate(admin, id, 'rejected');
    },

    async remove(admin: Viewer, id: number) {
      const gone = await db.transaction(async (tx) => {
        const row = await createAccountRentalsRepository(tx).delete(id);
        if (row) await audit(tx, admin, 'delete', id, { ownerId: row.ownerId, appName: row.appName });
        return row;
      });
      if (!gone) throw notFound(msg.notFound);
      return { message: msg.deleted };
    },

    async adminCreate(admin: Viewer, input: AdminCreateRentalData) {
      if (!(await repo.activeUserExists(input.ownerId))) throw badRequest(msg.ownerInvalid);
      const row = await insertAndGet(
        db,
        rentalValues(input, {
          ownerId: input.ownerId,
          approvalStatus: input.approvalStatus,
          isFake: false,
          statusUpdatedAt: now(),
        }),
        (tx, id) => audit(tx, admin, 'create', id, { ownerId: input.ownerId, approvalStatus: input.approvalStatus }),
      );
      return {
        item: toRentalView(row, admin),
        message: input.approvalStatus === 'approved' ? msg.createdAdmin : msg.createdMember,
      };
    },

    /** Spec: 5 demo listings, shown as rented; owned by the admin who made them. */
    async generateFakes(admin: Viewer) {
      const count = await db.transaction(async (tx) => {
        const n = await createAccountRentalsRepository(tx).insertMany(fakeRentals(admin.id, now()));
        await audit(tx, admin, 'generate_fakes', 0, { count: n });
        return n;
      });
      return { message: msg.fakeCreated(count), count };
    },

    async removeFakes(admin: Viewer) {
      const ids = await db.transaction(async (tx) => {
        const gone = await createAccountRentalsRepository(tx).deleteFakes();
        await audit(tx, admin, 'remove_fakes', 0, { ids: gone });
        return gone;
      });
      return { message: msg.fakeRemoved(ids.length), count: ids.length };
    },
  };
}
