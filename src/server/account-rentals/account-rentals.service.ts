import {
  type CreateRentalData,
  rentalMessages as msg,
  RENTAL_LIMITS,
  type RentalListQuery,
  type RentalPage,
  type RentalStatus,
  type UpdateRentalData,
} from '../../contract/account-rentals.js';
import { hasMemberAccess } from '../../contract/membership.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { searchWords } from '../db/search-words.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../http-errors.js';
import { rentalsByReports } from './account-rentals.by-reports.js';
import { contentOf, diffContent, proposedOf, withInput } from './account-rentals.edits.js';
import {
  createAccountRentalsRepository,
  type NewRental,
  type RentalChanges,
  type RentalFilter,
  type RentalRow,
} from './account-rentals.repository.js';
import { isPrivileged, toRentalView, type Viewer } from './account-rentals.views.js';
import { dublinDay, secondsToDublinMidnight } from './dublin-day.js';
import { fakeRentals } from './fake-rentals.js';

export interface AccountRentalsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  config: { contactRevealsPerDay: number };
  blacklist: Pick<BlacklistService, 'warningFor'>;
  /** The clock: tests move it to check the 24-hour rule and the daily reveal limit. */
  now?: () => Date;
}

export function createAccountRentalsService(deps: AccountRentalsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date(Date.now()));
  const repo = createAccountRentalsRepository(db);

  /** The one way an admin write reaches the audit log: inside that write's transaction. */
  const audit = (tx: DbOrTx, actor: Viewer, action: string, targetId: number, details?: Record<string, unknown>) =>
    deps.audit.record(tx, {
      actorId: actor.id,
      action: `account_rental.${action}`,
      targetType: 'account_rental',
      targetId,
      details,
    });

  const cutoff = () => new Date(now().getTime() - RENTAL_LIMITS.hiddenAfterMs);

  /** Spec: non-admins see approved rentals (not those inactive for 24 h) and all of their own. */
  function maySee(r: RentalRow, viewer: Viewer | null): boolean {
    if (isPrivileged(r, viewer)) return true;
    return r.approvalStatus === 'approved' && (r.status === 'active' || r.statusUpdatedAt > cutoff());
  }

  async function mustSee(id: number, viewer: Viewer | null): Promise<RentalRow> {
    const row = await repo.get(id);
    if (!row || !maySee(row, viewer)) throw notFound(msg.notFound);
    return row;
  }

  async function page(
    filter: RentalFilter,
    p: { cursor?: number; limit: number },
    viewer: Viewer | null,
  ): Promise<RentalPage> {
    const rows = await repo.list(filter, { before: p.cursor, limit: p.limit + 1 });
    const items = rows.slice(0, p.limit);
    return {
      items: items.map((r) => toRentalView(r, viewer)),
      nextCursor: rows.length > p.limit ? items.at(-1)!.id : null,
    };
  }

  async function insertAndGet(values: NewRental, after?: (tx: DbOrTx, id: number) => Promise<void>) {
    return db.transaction(async (tx) => {
      const r = createAccountRentalsRepository(tx);
      const id = await r.insert(values);
      await after?.(tx, id);
      return (await r.get(id))!;
    });
  }

  /** Applies or drops the owner's waiting edit of a published rental, with its audit row. */
  async function settleEdit(admin: Viewer, current: RentalRow, how: 'approve' | 'reject') {
    const edit = current.pendingEdit!;
    const changes: RentalChanges = how === 'approve' ? { ...edit, pendingEdit: null } : { pendingEdit: null };
    const done = await db.transaction(async (tx) => {
      const ok = await createAccountRentalsRepository(tx).update(current.id, current, changes);
      if (ok)
        await audit(tx, admin, `${how}_edit`, current.id, { ownerId: current.ownerId, fields: Object.keys(edit) });
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
      if (row) await audit(tx, admin, to === 'approved' ? 'approve' : 'reject', id, { ownerId: row.ownerId });
      return !!row;
    });
    if (!done) {
      if (!(await repo.get(id))) throw notFound(msg.notFound);
      throw conflict(to === 'approved' ? msg.approveOnlyPending : msg.alreadyRejected);
    }
    return {
      item: toRentalView((await repo.get(id))!, admin),
      message: to === 'approved' ? msg.approved : msg.rejected,
    };
  }

  return {
    ...rentalsByReports(repo, maySee),
    list(viewer: Viewer | null, q: RentalListQuery) {
      const filter: RentalFilter = {
        visible: { cutoff: cutoff(), ownerId: viewer?.id, allApprovals: !!viewer?.isAdmin },
        appName: q.appName,
        accountType: q.accountType,
        region: q.region || undefined,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        words: searchWords(q.q),
        notBlockedBy: viewer && !viewer.isAdmin ? viewer.id : undefined,
      };
      return page(filter, q, viewer);
    },

    get: async (id: number, viewer: Viewer | null) => toRentalView(await mustSee(id, viewer), viewer),

    /**
     * Spec section 6: login, then an active subscription, admin, super admin or ownership. Demo
     * listings have no contact. Every reveal by another member is recorded; each member reveals at
     * most CONTACT_REVEALS_PER_DAY different listings a day (a listing already revealed today is free).
     */
    async contact(id: number, viewer: Viewer | null) {
      if (!viewer) throw unauthorized(msg.contactLogin);
      const row = await mustSee(id, viewer);
      if (row.isFake) throw notFound(msg.notFound);
      const isOwner = row.ownerId === viewer.id;
      if (!isOwner && !hasMemberAccess(viewer)) throw forbidden(msg.contactMembership);
      if (isOwner) return { whatsapp: row.whatsapp, revealCount: await repo.revealCount(id) };

      const max = deps.config.contactRevealsPerDay;
      const day = dublinDay(now());
      await db.transaction(async (tx) => {
        const r = createAccountRentalsRepository(tx);
        if (!(await r.recordReveal(id, viewer.id, day))) return;
        // Admins moderate: their reveals are recorded but not limited.
        if (viewer.isAdmin || viewer.isSuperAdmin) return;
        if (max >= 1 && (await r.bumpRevealCount(viewer.id, day, max))) return;
        // Over the limit: roll the reveal back too.
        throw tooManyRequests(msg.contactLimit(max), secondsToDublinMidnight(now()));
      });
      // Decision 022: the number or the owner's own contacts named in an approved community alert.
      const alert = await deps.blacklist.warningFor({ texts: [row.whatsapp], userIds: [row.ownerId] });
      const shown = viewer.isAdmin
        ? { whatsapp: row.whatsapp, revealCount: await repo.revealCount(id) }
        : { whatsapp: row.whatsapp };
      return alert ? { ...shown, alert } : shown;
    },

    async create(user: Viewer, input: CreateRentalData) {
      // Gating (login, subscription or admin) runs before validation, in the route.
      const row = await insertAndGet(
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

    // ---- Admin ----

    adminList(admin: Viewer, q: { status: string; cursor?: number; limit: number }) {
      const filter: RentalFilter =
        q.status === 'fake'
          ? { fakeOnly: true }
          : q.status === 'all'
            ? {}
            : q.status === 'pending'
              ? { awaitingReview: true }
              : { approval: q.status as RentalFilter['approval'] };
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

    async adminCreate(
      admin: Viewer,
      input: RentalData & { ownerId: number; approvalStatus: 'pending' | 'approved' | 'rejected' },
    ) {
      if (!(await repo.activeUserExists(input.ownerId))) throw badRequest(msg.ownerInvalid);
      const row = await insertAndGet(
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

    /** For the temperature suggestion: the last `days` of real listings. */
    weekFigures: (days: number) => repo.weekFigures(new Date(now().getTime() - days * 86_400_000)),
  };
}
export type AccountRentalsService = ReturnType<typeof createAccountRentalsService>;

type RentalData = Omit<CreateRentalData, 'attestation'>;

function rentalValues(
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
