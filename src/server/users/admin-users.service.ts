import type { AdminUser, AdminUserDetails, AdminUserListQuery } from '../../contract/admin-users.js';
import { adminMessages } from '../../contract/admin-users.js';
import { subscriptionMessages } from '../../contract/subscriptions.js';
import { recordAudit } from '../admin/audit.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db, DbOrTx } from '../db/client.js';
import { conflict, forbidden, notFound } from '../http-errors.js';
import type { SessionUser } from '../plugins/session.js';
import type { Storage } from '../storage/storage.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { extendByAdmin, isSubscriptionActive } from '../subscriptions/subscriptions.service.js';
import { createAdminUsersRepository } from './admin-users.repository.js';
import { createUsersRepository, type UserRow } from './users.repository.js';
import { removePhoto } from './users.service.js';

const iso = (d: Date) => d.toISOString();

/** A row of the admin users table: never the password hash or payment ids. */
export function toAdminUser(u: UserRow, now = new Date()): AdminUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    email: u.email,
    phone: u.phone,
    profileImageUrl: u.profileImageUrl,
    memberNumber: u.memberNumber,
    memberSince: iso(u.memberSince),
    createdAt: iso(u.createdAt),
    isActive: u.isActive,
    isAdmin: u.isAdmin,
    isSuperAdmin: u.isSuperAdmin,
    subscriptionStatus: isSubscriptionActive(u, now) ? 'active' : 'inactive',
    subscriptionEnd: u.subscriptionEnd ? iso(u.subscriptionEnd) : null,
    subscriptionSource: u.subscriptionSource,
  };
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
  uploads: UploadsService;
  storage: Storage;
  /** Ends every session of a user (app.sessions.endAllFor). */
  endSessions: (userId: number) => Promise<void>;
}

export function createAdminUsersService({ db, uploads, storage, endSessions }: AdminUsersDeps) {
  const read = createAdminUsersRepository(db);

  async function mustFind(id: number, tx: DbOrTx = db): Promise<UserRow> {
    const row = await createUsersRepository(tx).findById(id);
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
      if (row) await recordAudit(tx, { actorId: actor.id, action, targetType: 'user', targetId, details: details?.(row) });
      return row;
    });
  }

  const staleRoles = () => conflict('Este usuário foi alterado ao mesmo tempo por outra pessoa. Recarregue e tente novamente.');

  return {
    async list(q: AdminUserListQuery) {
      const limit = q.limit;
      const { rows, total } = await read.list({ q: q.q || undefined, status: q.status, cursor: q.cursor, limit: limit + 1 });
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
        auditLog: d.audit.map((a) => ({
          ...a,
          details: (a.details as Record<string, unknown> | null) ?? null,
          createdAt: iso(a.createdAt),
        })),
      };
    },

    /** Deactivation logs the user out everywhere at once. */
    async setStatus(actor: SessionUser, id: number, isActive: boolean) {
      const target = await mustFind(id);
      if (!isActive && target.id === actor.id) throw forbidden(adminMessages.cannotDeactivateSelf);
      assertMayManage(actor, target);
      const row = await audited(actor, isActive ? 'user.activate' : 'user.deactivate', id, (tx) =>
        createAdminUsersRepository(tx).updateIfRoles(id, target, { isActive }),
      );
      if (!row) throw staleRoles();
      if (!isActive) await endSessions(id);
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
        (tx) => extendByAdmin(tx, id, kind),
        (r) => ({
          previousEnd: isSubscriptionActive(before) ? (before.subscriptionEnd?.toISOString() ?? null) : null,
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
      await endSessions(id);
      return { message: adminMessages.passwordChanged, user: toAdminUser(row) };
    },

    /**
     * Spec: super admins only; never themselves nor another super admin. One transaction removes
     * everything of the user; their image objects go after the commit (a rollback keeps them).
     */
    async remove(actor: SessionUser, id: number) {
      if (!actor.isSuperAdmin) throw forbidden(adminMessages.deleteSuperAdminOnly);
      if (id === actor.id) throw forbidden(adminMessages.cannotDeleteSelf);
      const target = await mustFind(id);
      if (target.isSuperAdmin) throw forbidden(adminMessages.cannotDeleteSuperAdmin);
      const result = await db.transaction(async (tx) => {
        const done = await createAdminUsersRepository(tx).deleteCascade(id);
        // Throwing (not returning) rolls back the rows already removed in this transaction.
        if (!done) throw forbidden(adminMessages.cannotDeleteSuperAdmin);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.delete',
          targetType: 'user',
          targetId: id,
          details: { email: target.email, memberNumber: target.memberNumber, removed: done.removed },
        });
        return done;
      });
      const still = await read.stillReferenced(result.imagePaths);
      await uploads.remove(result.imagePaths.filter((p) => !still.has(p)));
      await removePhoto(storage, result.user.profileImageUrl);
      return { message: adminMessages.deleted, removed: result.removed };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
