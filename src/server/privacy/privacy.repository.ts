import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
// The export is a read model over every domain's tables (like the admin user detail): one place
// that knows what is stored about a member, through db/schema.js.
import {
  accountRentalChecklists,
  accountRentalReveals,
  accountRentals,
  auditLog,
  blacklist,
  eventParticipants,
  events,
  eventWaitlist,
  marketplaceItems,
  messages,
  partnerApplications,
  safetyReports,
  safetyReportVotes,
  sessions,
  uploads,
  users,
} from '../db/schema.js';

const other = alias(users, 'other');

/** Everything stored about one member, for 'Baixar meus dados' (issue 15). Reads only. */
export function createPrivacyRepository(db: DbOrTx) {
  return {
    /** The profile without the password hash (a secret, not data about the member). */
    async profile(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) return null;
      const { password: _secret, ...profile } = row;
      return profile;
    },

    /** Small per member (each bounded by the product's own limits): read whole. */
    async owned(userId: number, email: string) {
      const [
        listings,
        rentals,
        reveals,
        checklist,
        participations,
        waiting,
        reports,
        answers,
        alerts,
        applications,
        files,
        sessionRows,
        actions,
      ] = await Promise.all([
        db
          .select()
          .from(marketplaceItems)
          .where(eq(marketplaceItems.sellerId, userId))
          .orderBy(asc(marketplaceItems.id)),
        db
          .select()
          .from(accountRentals)
          .where(or(eq(accountRentals.ownerId, userId), eq(accountRentals.userId, userId)))
          .orderBy(asc(accountRentals.id)),
        db
          .select({
            rentalId: accountRentalReveals.rentalId,
            day: accountRentalReveals.day,
            createdAt: accountRentalReveals.createdAt,
          })
          .from(accountRentalReveals)
          .where(eq(accountRentalReveals.userId, userId)),
        // Issue 33: when they last ticked the renter's checklist.
        db
          .select({ acceptedAt: accountRentalChecklists.acceptedAt })
          .from(accountRentalChecklists)
          .where(eq(accountRentalChecklists.userId, userId)),
        db
          .select({
            eventId: events.id,
            title: events.title,
            date: events.date,
            joinedAt: eventParticipants.joinedAt,
          })
          .from(eventParticipants)
          .innerJoin(events, eq(events.id, eventParticipants.eventId))
          .where(eq(eventParticipants.userId, userId)),
        // Issue 34: the lines they stand in, with their place now.
        db
          .select({
            eventId: events.id,
            title: events.title,
            date: events.date,
            since: eventWaitlist.createdAt,
            position: sql<number>`(select count(*)::int from ${eventWaitlist} w2 where w2.event_id = ${eventWaitlist.eventId} and w2.id <= ${eventWaitlist.id})`,
          })
          .from(eventWaitlist)
          .innerJoin(events, eq(events.id, eventWaitlist.eventId))
          .where(eq(eventWaitlist.userId, userId))
          .orderBy(asc(eventWaitlist.id)),
        db.select().from(safetyReports).where(eq(safetyReports.reportedById, userId)).orderBy(asc(safetyReports.id)),
        // Issue 31: their answers to 'Ainda está acontecendo?' (the report named by its id only).
        db
          .select({
            reportId: safetyReportVotes.reportId,
            answer: safetyReportVotes.answer,
            createdAt: safetyReportVotes.createdAt,
            answeredAt: safetyReportVotes.answeredAt,
          })
          .from(safetyReportVotes)
          .where(eq(safetyReportVotes.userId, userId))
          .orderBy(asc(safetyReportVotes.createdAt)),
        db.select().from(blacklist).where(eq(blacklist.reportedById, userId)).orderBy(asc(blacklist.id)),
        db.select().from(partnerApplications).where(sql`lower(${partnerApplications.email}) = lower(${email})`),
        db
          .select({ id: uploads.id, status: uploads.status, createdAt: uploads.createdAt })
          .from(uploads)
          .where(eq(uploads.ownerId, userId)),
        // Session ids are secrets: the member sees the browser, when each session began, was last used and ends, not its id.
        db
          .select({
            userAgent: sessions.userAgent,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expire: sessions.expire,
          })
          .from(sessions)
          .where(sql`(${sessions.sess}->>'userId') = ${String(userId)}`),
        db
          .select({
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(eq(auditLog.actorId, userId)),
      ]);
      return {
        listings,
        rentals,
        reveals,
        checklist: checklist[0] ?? null,
        participations,
        waiting,
        reports,
        answers,
        alerts,
        applications,
        files,
        sessions: sessionRows,
        actions,
      };
    },

    /**
     * The member's conversations, oldest first, a page at a time (keyset on id): messages they sent
     * or received, the other member named by number and display name only.
     */
    async messagesAfter(userId: number, afterId: number, limit: number) {
      return db
        .select({
          id: messages.id,
          direction: sql<
            'sent' | 'received'
          >`case when ${messages.senderId} = ${userId} then 'sent' else 'received' end`,
          otherMemberNumber: other.memberNumber,
          otherName: sql<string | null>`coalesce(${other.displayName}, ${other.firstName})`,
          itemId: messages.itemId,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .leftJoin(
          other,
          sql`${other.id} = case when ${messages.senderId} = ${userId} then ${messages.receiverId} else ${messages.senderId} end`,
        )
        .where(and(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)), gt(messages.id, afterId)))
        .orderBy(asc(messages.id))
        .limit(limit);
    },
  };
}
