import type { AdminUser, AdminUserDetails, AdminUserListQuery } from '../../contract/admin-users.js';
import { adminMessages } from '../../contract/admin-users.js';
import { authMessages } from '../../contract/auth.js';
import { isMembershipInForce } from '../../contract/membership.js';
import { subscriptionMessages } from '../../contract/subscriptions.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { users as usersTable } from '../db/schema.js';
import type { EventsService } from '../events/events.service.js';
import { conflict, forbidden, notFound } from '../http-errors.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PaymentsService } from '../subscriptions/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { toCurrentUser, type UsersService } from '../users/users.service.js';
import { createAdminUsersRepository } from './admin-users.repository.js';

type UserRow = typeof usersTable.$inferSelect;

const AUDIT_ROWS = 50;

const iso = (d: Date) => d.toISOString();

/** A row of the admin users table: never the password hash or payment ids. */
export function toAdminUser(u: UserRow, now = new Date()): AdminUser {
  // The owner's view minus WhatsApp, plus what only admins see; the response schema fixes the order.
  const { whatsapp: _whatsapp, ...own } = toCurrentUser(u, now);
  return { ...own, createdAt: iso(u.createdAt), isActive: u.isActive, subscriptionSource: u.subscriptionSource };
}

/**
 * Who may change another account (status, password). Spec: super-admin rules enforced here, not
 * only hidden in the UI. One's own account: yes. Another super admin: never. Another admin: only
 * a super admin.
 */
function assertMayManage(actor: SessionUser, target: UserRow) {
  if (target.id === actor.id) return;
  if (target.isSuperAdmin) throw forbidden(adminMessages.cannotChangeSuperAdmin);
  if (target.isAdmin && !actor.isSuperAdmin) throw forbidden(adminMessages.cannotChangeAdmin);
}

export interface AdminUsersDeps {
  db: Db;
  /** Cancels a member's Stripe subscription before their account is deleted (decision 013). */
  payments: Pick<PaymentsService, 'cancelBeforeDelete'>;
  users: UsersService;
  auth: AuthService;
  audit: AuditService;
  subscriptions: SubscriptionsService;
  marketplace: MarketplaceService;
  uploads: Pick<UploadsService, 'releaseOwner' | 'deleteFiles'>;
  /** A deactivated or deleted member's live streams close on every instance, at the commit (issue 29). */
  notifications: Pick<NotificationsService, 'closeMember'>;
  events: Pick<EventsService, 'releaseMember'>;
  /** Issue 32: private bikes go, a stolen report stays unlinked (off the public lists). */
  bikes: Pick<BikesService, 'forgetOwner'>;
}

/** Who deletes an account and how it is audited: a super admin ('user.delete') or the member ('user.delete-self'). */
export interface DeletionBy {
  /** null when the member deletes their own account (the actor row is gone with it). */
  actorId: number | null;
  action: 'user.delete' | 'user.delete-self';
  details: Record<string, unknown>;
  /** The 503 message when Stripe cannot be reached. */
  stripeUnreachable?: string;
}

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, users, auth, audit, subscriptions, marketplace, payments, uploads, notifications, events, bikes } = deps;
  const read = createAdminUsersRepository(db);

  async function mustFind(id: number): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound(adminMessages.userNotFound);
    return row;
  }

  /** A write and its audit row in one transaction (target type 'user'). */
  function audited<T extends UserRow | null>(
    actor: SessionUser,
    action: string,
    targetId: number,
    write: (tx: DbOrTx) => Promise<T>,
    details?: (row: NonNullable<T>) => Record<string, unknown>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await write(tx);
      if (row)
        await audit.record(tx, { actorId: actor.id, action, targetType: 'user', targetId, details: details?.(row) });
      return row;
    });
  }

  const staleRoles = () =>
    conflict('Este usuário foi alterado ao mesmo tempo por outra pessoa. Recarregue e tente novamente.');

  return {
    async list(q: AdminUserListQuery) {
      const limit = q.limit;
      const { rows, total } = await read.list({
        q: q.q || undefined,
        status: q.status,
        cursor: q.cursor,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const now = new Date();
      return {
        items: page.map((u) => toAdminUser(u, now)),
        nextCursor: rows.length > limit ? page.at(-1)!.id : null,
        total,
      };
    },

    async details(id: number): Promise<AdminUserDetails> {
      const user = await mustFind(id);
      const d = await read.details(id);
      return {
        user: toAdminUser(user),
        marketplaceItems: d.items.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
        accountRentals: d.rentals.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
        eventParticipations: d.participations.map((p) => ({ ...p, date: iso(p.date), joinedAt: iso(p.joinedAt) })),
        messages: d.msgs.map((m) => ({
          id: m.id,
          createdAt: iso(m.createdAt),
          isRead: m.isRead,
          direction: m.senderId === id ? ('sent' as const) : ('received' as const),
        })),
        counts: {
          marketplaceItems: Number(d.counts.items),
          accountRentals: Number(d.counts.rentals),
          eventParticipations: Number(d.counts.participations),
          messages: Number(d.counts.messages),
        },
        auditLog: await audit.about('user', id, AUDIT_ROWS),
      };
    },

    /** Deactivation logs the user out everywhere at once. */
    async setStatus(actor: SessionUser, id: number, isActive: boolean) {
      const target = await mustFind(id);
      if (!isActive && target.id === actor.id) throw forbidden(adminMessages.cannotDeactivateSelf);
      assertMayManage(actor, target);
      const row = await audited(actor, isActive ? 'user.activate' : 'user.deactivate', id, async (tx) => {
        const updated = await createAdminUsersRepository(tx).updateIfRoles(id, target, { isActive });
        if (updated && !isActive) await notifications.closeMember(tx, id);
        return updated;
      });
      if (!row) throw staleRoles();
      if (!isActive) await auth.endAllSessions(id);
      return { message: adminMessages.statusUpdated, user: toAdminUser(row) };
    },

    async makeAdmin(actor: SessionUser, id: number) {
      await mustFind(id);
      const row = await audited(actor, 'user.make-admin', id, (tx) => createAdminUsersRepository(tx).promote(id));
      if (!row) throw conflict(adminMessages.alreadyAdmin);
      return { message: adminMessages.madeAdmin, user: toAdminUser(row) };
    },

    /** Decision 006: +12 months ('admin') or +1 month ('grant') from max(now, current end). */
    async extendSubscription(actor: SessionUser, id: number, kind: 'activate' | 'grant') {
      const before = await mustFind(id);
      const row = await audited(
        actor,
        kind === 'activate' ? 'user.activate-subscription' : 'user.grant-month',
        id,
        (tx) => subscriptions.extendByAdmin(tx, id, kind),
        (r) => ({
          previousEnd: isMembershipInForce(before) ? (before.subscriptionEnd?.toISOString() ?? null) : null,
          newEnd: r.subscriptionEnd?.toISOString() ?? null,
        }),
      );
      const message = kind === 'activate' ? subscriptionMessages.activated : subscriptionMessages.granted;
      return { message, user: toAdminUser(row) };
    },

    /** Sets a new password and ends every session of that user (the old password logs in nowhere). */
    async changePassword(actor: SessionUser, id: number, password: string) {
      const target = await mustFind(id);
      assertMayManage(actor, target);
      const hashed = await hashPassword(password);
      const row = await audited(actor, 'user.change-password', id, (tx) =>
        createAdminUsersRepository(tx).updateIfRoles(id, target, { password: hashed }),
      );
      if (!row) throw staleRoles();
      await auth.endAllSessions(id);
      return { message: adminMessages.passwordChanged, user: toAdminUser(row) };
    },

    /** Spec: super admins only; never themselves nor another super admin. */
    async remove(actor: SessionUser, id: number) {
      if (!actor.isSuperAdmin) throw forbidden(adminMessages.deleteSuperAdminOnly);
      if (id === actor.id) throw forbidden(adminMessages.cannotDeleteSelf);
      const target = await mustFind(id);
      if (target.isSuperAdmin) throw forbidden(adminMessages.cannotDeleteSuperAdmin);
      const done = await deleteAccount(target, {
        actorId: actor.id,
        action: 'user.delete',
        details: { email: target.email, memberNumber: target.memberNumber },
      });
      return { message: adminMessages.deleted, ...done };
    },

    deleteAccount,
  };

  /**
   * The one deletion path (decision 023), for the admin delete and 'Excluir minha conta'. Stripe
   * first: if it cannot be reached nothing is removed (a deleted member must never be charged
   * again). Then one transaction over every table of the user, audited; their files go after the
   * commit (a rollback keeps them). A super admin is never deleted (403, everything rolled back).
   */
  async function deleteAccount(target: UserRow, by: DeletionBy) {
    await payments.cancelBeforeDelete(target.id, by.stripeUnreachable);
    const result = await db.transaction(async (tx) => {
      const repo = createAdminUsersRepository(tx);
      // The member's row locked first: a second deletion at once waits here, then finds it gone.
      const current = await repo.lockUser(target.id);
      if (!current) throw notFound(authMessages.accountGone);
      if (current.isSuperAdmin) throw forbidden(adminMessages.cannotDeleteSuperAdmin);
      // Their places go to the first in line of each event (issue 34), then everything else.
      const released = await events.releaseMember(tx, target.id);
      const belongings = await repo.deleteBelongings(target.id);
      const ownBikes = await bikes.forgetOwner(tx, target.id);
      // Before the user row: its delete would cascade to the uploads rows and lose their files.
      const files = await uploads.releaseOwner(tx, target.id);
      const user = await repo.deleteUser(target.id);
      // Throwing (not returning) rolls back the rows already removed in this transaction.
      if (!user) throw forbidden(adminMessages.cannotDeleteSuperAdmin);
      const removed = { ...belongings.removed, ...released, bikes: ownBikes.removed, uploads: files.length };
      await notifications.closeMember(tx, target.id);
      await audit.record(tx, {
        actorId: by.actorId,
        action: by.action,
        targetType: 'user',
        targetId: target.id,
        details: { ...by.details, removed, kept: { ...belongings.kept, stolenBikes: ownBikes.unlinked } },
      });
      const kept = { ...belongings.kept, stolenBikes: ownBikes.unlinked };
      return { user, files, imagePaths: belongings.imagePaths, removed, kept };
    });
    await marketplace.dropImages(result.imagePaths);
    await uploads.deleteFiles(result.files);
    await users.removePhoto(result.user.profileImageUrl);
    return { removed: result.removed, kept: result.kept };
  }
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
