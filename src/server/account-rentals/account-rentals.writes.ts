import {
  type CreateRentalData,
  rentalMessages as msg,
  type RentalStatus,
  type UpdateRentalData,
} from '../../contract/account-rentals.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import { conflict, forbidden, notFound } from '../http-errors.js';
import { contentOf, diffContent, proposedOf, withInput } from './account-rentals.edits.js';
import {
  type AccountRentalsRepository,
  createAccountRentalsRepository,
  type NewRental,
  type RentalChanges,
  type RentalRow,
} from './account-rentals.repository.js';
import { rentalTitle, toRentalView, type Viewer } from './account-rentals.views.js';

/** The one way an admin write reaches the audit log: inside that write's transaction. */
export const rentalAudit =
  (log: Pick<AuditService, 'record'>) =>
  (tx: DbOrTx, actor: Viewer, action: string, targetId: number, details?: Record<string, unknown>) =>
    log.record(tx, {
      actorId: actor.id,
      action: `account_rental.${action}`,
      targetType: 'account_rental',
      targetId,
      details,
    });
export type RentalAudit = ReturnType<typeof rentalAudit>;

export function insertAndGet(db: Db, values: NewRental, after?: (tx: DbOrTx, id: number) => Promise<void>) {
  return db.transaction(async (tx) => {
    const r = createAccountRentalsRepository(tx);
    const id = await r.insert(values);
    await after?.(tx, id);
    return (await r.get(id))!;
  });
}

type RentalData = Omit<CreateRentalData, 'attestation'>;

export function rentalValues(
  input: RentalData,
  server: Pick<NewRental, 'ownerId' | 'approvalStatus' | 'isFake' | 'statusUpdatedAt'>,
): NewRental {
  return {
    appName: input.appName,
    accountType: input.accountType,
    region: input.region,
    weeklyPrice: input.weeklyPrice,
    rules: input.rules,
    conditions: input.conditions,
    description: input.description,
    whatsapp: input.whatsapp,
    instagramLink: input.instagramLink,
    userId: server.ownerId,
    status: 'active',
    isAvailable: true,
    ...server,
  };
}

export interface RentalsWritesDeps {
  db: Db;
  repo: AccountRentalsRepository;
  now: () => Date;
  audit: RentalAudit;
  mustSee: (id: number, viewer: Viewer | null) => Promise<RentalRow>;
  favourites: Pick<FavouritesService, 'priceChanged'>;
}

/** A member's (or an admin's) own writes: a new rental, its edit, its status. */
export function rentalsWrites(deps: RentalsWritesDeps) {
  const { db, repo, now, audit, mustSee, favourites } = deps;
  return {
    async create(user: Viewer, input: CreateRentalData) {
      // Gating (login, subscription or admin) runs before validation, in the route.
      const row = await insertAndGet(
        db,
        rentalValues(input, {
          // Never from the body: the owner is the caller; members' listings wait for approval.
          ownerId: user.id,
          approvalStatus: user.isAdmin ? 'approved' : 'pending',
          isFake: false,
          statusUpdatedAt: now(),
        }),
      );
      return { item: toRentalView(row, user), message: user.isAdmin ? msg.createdAdmin : msg.createdMember };
    },

    /**
     * Admins edit in place; a member's edit of a pending rental stays pending, of a rejected one goes
     * back to the queue; of an approved one waits as `pendingEdit`, the published version staying
     * public until an admin approves or rejects it (issue 16).
     */
    async update(editor: Viewer, id: number, input: UpdateRentalData) {
      const current = await mustSee(id, editor);
      if (!editor.isAdmin && current.ownerId !== editor.id) throw forbidden(msg.editForbidden);
      const holdsEdit = !editor.isAdmin && current.approvalStatus === 'approved';
      const base = holdsEdit ? proposedOf(current) : contentOf(current);
      const next = withInput(base, input);
      if (!diffContent(base, next)) return { item: toRentalView(current, editor), message: msg.updated };

      let changes: RentalChanges;
      let message: string = msg.updated;
      if (holdsEdit) {
        changes = { pendingEdit: diffContent(contentOf(current), next) };
        if (changes.pendingEdit) message = msg.editPending;
      } else {
        changes = diffContent(base, next)!;
        if (!editor.isAdmin && current.approvalStatus === 'rejected') {
          changes.approvalStatus = 'pending';
          message = msg.updatedBackToPending;
        }
      }
      const byOther = editor.isAdmin && editor.id !== current.ownerId;
      const ok = await db.transaction(async (tx) => {
        const done = await createAccountRentalsRepository(tx).update(id, current, changes);
        if (done && byOther) await audit(tx, editor, 'edit', id, { fields: Object.keys(changes) });
        // Issue 34: an admin's in-place edit of a public rental that lowers its weekly price.
        if (done && editor.isAdmin) await priceDrop(tx, favourites, current, changes);
        return done;
      });
      if (!ok) {
        if (!(await repo.get(id))) throw notFound(msg.notFound);
        throw conflict(msg.editConflict);
      }
      return { item: toRentalView((await repo.get(id))!, editor), message };
    },

    /** Owner only (spec section 6): active, rented, sold; statusUpdatedAt starts the 24-hour clock. */
    async setStatus(user: Viewer, id: number, status: RentalStatus) {
      const current = await mustSee(id, user);
      if (current.ownerId !== user.id) throw forbidden(msg.statusForbidden);
      if (!(await repo.setStatus(id, user.id, status, now()))) throw notFound(msg.notFound);
      return { item: toRentalView((await repo.get(id))!, user), message: msg.statusChanged[status] };
    },

    /** Issue 34: the owner's one-tap 'Renovar' (on the rental and from the expiry notice). */
    async renew(user: Viewer, id: number) {
      const current = await mustSee(id, user);
      if (current.ownerId !== user.id) throw forbidden(msg.renewForbidden);
      if (!(await repo.renew(id, user.id))) throw notFound(msg.notFound);
      return { item: toRentalView((await repo.get(id))!, user), message: msg.renewed };
    },
  };
}

/**
 * Issue 34: tells those who saved a public rental that its weekly price went down, on the write's
 * transaction (the favourites service decides whether it went down and whom to tell).
 */
export function priceDrop(
  tx: DbOrTx,
  favourites: Pick<FavouritesService, 'priceChanged'>,
  current: RentalRow,
  changes: { weeklyPrice?: string | number | null; appName?: string; accountType?: string },
) {
  if (changes.weeklyPrice == null || current.approvalStatus !== 'approved' || current.status !== 'active') return;
  return favourites.priceChanged(
    tx,
    { kind: 'rental', id: current.id },
    {
      title: rentalTitle({ ...current, ...changes } as { appName: string; accountType: string }),
      ownerId: current.ownerId,
      before: current.weeklyPrice,
      after: String(changes.weeklyPrice),
    },
  );
}
