import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserStatus } from '../../contract/admin-users.js';
import { type DbOrTx, queryRows } from '../db/client.js';
// Other domains' tables through db/schema.js: the admin detail is a read model over them, and the
// permanent delete must remove everything of a user in one transaction (spec).
import {
  accountRentals,
  eventParticipants,
  events,
  mailOutbox,
  mailTokens,
  marketplaceItems,
  messages,
  notifications,
  reviews,
  safetyReports,
  safetyZoneAlertState,
  safetyZones,
  sessions,
  users,
} from '../db/schema.js';
import { subscriptionInForce } from '../subscriptions/subscriptions.sql.js';

const DETAIL_ROWS = 100;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(q: string | undefined, status: AdminUserStatus): SQL | undefined {
  const conds: SQL[] = [];
  if (status === 'active') conds.push(eq(users.isActive, true));
  if (status === 'inactive') conds.push(eq(users.isActive, false));
  if (status === 'subscribed') conds.push(subscriptionInForce);
  if (status === 'admin') conds.push(eq(users.isAdmin, true));
  if (q) {
    const p = containing(q);
    // Names accent-insensitive too ('joao' finds 'João'); f_unaccent comes from migration 0002.
    const names = sql`public.f_unaccent(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.displayName}, ''))`;
    conds.push(or(ilike(users.email, p), ilike(users.memberNumber, p), sql`${names} ilike public.f_unaccent(${p})`)!);
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * Admin reads and the permanent delete of a user. The detail and the delete span other domains'
 * tables (a read model and one transaction, like stats.repository.ts): the spec wants the whole
 * removal atomic. The service opens that transaction; this never does.
 */
export function createAdminUsersRepository(db: DbOrTx) {
  return {
    /** Newest first (id desc), keyset on id. */
    async list(o: { q?: string; status: AdminUserStatus; cursor?: number; limit: number }) {
      const filter = listFilter(o.q, o.status);
      const rows = await db
        .select()
        .from(users)
        .where(and(filter, o.cursor ? lt(users.id, o.cursor) : undefined))
        .orderBy(desc(users.id))
        .limit(o.limit);
      const [total] = await db.select({ n: count() }).from(users).where(filter);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async details(userId: number) {
      const items = db
        .select({
          id: marketplaceItems.id,
          title: marketplaceItems.title,
          approvalStatus: marketplaceItems.approvalStatus,
          status: marketplaceItems.status,
          createdAt: marketplaceItems.createdAt,
        })
        .from(marketplaceItems)
        .where(eq(marketplaceItems.sellerId, userId))
        .orderBy(desc(marketplaceItems.id))
        .limit(DETAIL_ROWS);
      const rentals = db
        .select({
          id: accountRentals.id,
          appName: accountRentals.appName,
          status: accountRentals.status,
          approvalStatus: accountRentals.approvalStatus,
          createdAt: accountRentals.createdAt,
        })
        .from(accountRentals)
        .where(rentalsOf(userId))
        .orderBy(desc(accountRentals.id))
        .limit(DETAIL_ROWS);
      const participations = db
        .select({
          eventId: events.id,
          title: events.title,
          location: events.location,
          date: events.date,
          joinedAt: eventParticipants.joinedAt,
        })
        .from(eventParticipants)
        .innerJoin(events, eq(events.id, eventParticipants.eventId))
        .where(eq(eventParticipants.userId, userId))
        .orderBy(desc(eventParticipants.id))
        .limit(DETAIL_ROWS);
      // Metadata only: an admin never reads other people's conversations.
      const msgs = db
        .select({
          id: messages.id,
          createdAt: messages.createdAt,
          isRead: messages.isRead,
          senderId: messages.senderId,
        })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(desc(messages.id))
        .limit(DETAIL_ROWS);
      const counts = () =>
        queryRows<Record<string, number>>(
          db,
          sql`select
          (select count(*)::int from ${marketplaceItems} where seller_id = ${userId}) as items,
          (select count(*)::int from ${accountRentals} where owner_id = ${userId} or user_id = ${userId}) as rentals,
          (select count(*)::int from ${eventParticipants} where user_id = ${userId}) as participations,
          (select count(*)::int from ${messages} where sender_id = ${userId} or receiver_id = ${userId}) as messages`,
        );
      // One at a time: PGlite runs queries serially anyway, and a pg pool of 1 must not deadlock.
      const r = {
        items: await items,
        rentals: await rentals,
        participations: await participations,
        msgs: await msgs,
        counts: (await counts())[0]!,
      };
      return r;
    },

    /**
     * Removes everything that is the user's, in the caller's transaction (decision 023:
     * the one deletion path of the admin delete and of 'Excluir minha conta'): marketplace items,
     * account rentals (event participations and waitlists are the events service's, releaseMember), the
     * messages they received or that nobody still shows, their notifications, sessions (`deleteUser` follows). What others
     * rely on stays without the link: messages others received (sender null, 'Membro removido'),
     * safety reports and community alerts (reporter null), events they created (organiser null),
     * audit rows (actor null); uploads are the uploads service's (releaseOwner).
     */
    async deleteBelongings(userId: number) {
      const items = await db.delete(marketplaceItems).where(eq(marketplaceItems.sellerId, userId)).returning({
        imageUrls: marketplaceItems.imageUrls,
        imageUrl: marketplaceItems.imageUrl,
        pendingEdit: marketplaceItems.pendingEdit,
      });
      const rentals = await db.delete(accountRentals).where(rentalsOf(userId)).returning({ id: accountRentals.id });
      // Their inbox goes; what they sent stays with its receiver unless the receiver deleted it.
      const msgs = await db
        .delete(messages)
        .where(
          or(eq(messages.receiverId, userId), and(eq(messages.senderId, userId), eq(messages.deletedByReceiver, true))),
        )
        .returning({ id: messages.id });
      const kept = await db
        .update(messages)
        .set({ senderId: null, deletedBySender: true })
        .where(eq(messages.senderId, userId))
        .returning({ id: messages.id });
      const reports = await db
        .update(safetyReports)
        .set({ reportedById: null })
        .where(eq(safetyReports.reportedById, userId))
        .returning({ id: safetyReports.id });
      // Issue 33: reviews they wrote and nobody can read yet go; published ones stay, from 'Membro
      // removido' (author set null by the key); reviews about them go with the account (cascade).
      await db.delete(reviews).where(and(eq(reviews.authorId, userId), sql`${reviews.publishedAt} is null`));
      // Issue 29: their notifications (the foreign key would cascade too; counted here for the record).
      const notes = await db
        .delete(notifications)
        .where(eq(notifications.userId, userId))
        .returning({ id: notifications.id });
      // Issue 30: the links mailed to them and their mails not sent yet (the foreign keys would cascade too).
      const links = await db.delete(mailTokens).where(eq(mailTokens.userId, userId)).returning({ id: mailTokens.id });
      await db.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
      // Issue 31: their alert zones and alert state (private: nothing of them is kept).
      const zones = await db
        .delete(safetyZones)
        .where(eq(safetyZones.userId, userId))
        .returning({ id: safetyZones.id });
      await db.delete(safetyZoneAlertState).where(eq(safetyZoneAlertState.userId, userId));
      const sess = await db
        .delete(sessions)
        .where(sql`(${sessions.sess}->>'userId') = ${String(userId)}`)
        .returning({ sid: sessions.sid });
      return {
        imagePaths: [
          ...new Set(
            items.flatMap((i) => [
              ...i.imageUrls,
              ...(i.imageUrl ? [i.imageUrl] : []),
              ...(i.pendingEdit?.imageUrls ?? []),
            ]),
          ),
        ],
        removed: {
          marketplaceItems: items.length,
          accountRentals: rentals.length,
          messages: msgs.length,
          notifications: notes.length,
          mailLinks: links.length,
          alertZones: zones.length,
          sessions: sess.length,
        },
        kept: { messages: kept.length, safetyReports: reports.length },
      };
    },

    /** The user row last; only while still not a super admin, so a promotion in between aborts (null). */
    /** Locks the member's row for the deletion's transaction; null when it is gone already. */
    async lockUser(userId: number) {
      const [row] = await db
        .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },
    async deleteUser(userId: number) {
      const [user] = await db
        .delete(users)
        .where(and(eq(users.id, userId), eq(users.isSuperAdmin, false)))
        .returning({ id: users.id, profileImageUrl: users.profileImageUrl });
      return user ?? null;
    },

    /**
     * Compare-and-set on the roles the permission check read: a promotion in between makes this
     * match nothing (null) instead of applying a rule decided on stale roles.
     */
    async updateIfRoles(
      userId: number,
      roles: { isAdmin: boolean; isSuperAdmin: boolean },
      values: Partial<Pick<typeof users.$inferInsert, 'isActive' | 'password'>>,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.isAdmin, roles.isAdmin), eq(users.isSuperAdmin, roles.isSuperAdmin)))
        .returning();
      return row ?? null;
    },

    /** Promotes only a user who is not an admin yet (null otherwise). */
    async promote(userId: number) {
      const [row] = await db
        .update(users)
        .set({ isAdmin: true, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.isAdmin, false)))
        .returning();
      return row ?? null;
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;

const rentalsOf = (userId: number) => or(eq(accountRentals.ownerId, userId), eq(accountRentals.userId, userId));
