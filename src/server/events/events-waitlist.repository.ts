import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { eventParticipants, events, eventWaitlist } from './events.tables.js';

/**
 * Issue 34: the waitlist of a full event. Every write here runs on a transaction that holds the
 * event's row lock first (`lockEvent`/`getForUpdate`, the order join and leave take), so the line
 * and the counter move together and never past the capacity.
 */
export function createEventWaitlistRepository(db: DbOrTx) {
  return {
    /**
     * Puts the member at the end of the line while the event is open and full and they are not in
     * it already; false when nothing was written (already waiting, or the event has room again).
     */
    async enqueue(eventId: number, userId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into ${eventWaitlist} (event_id, user_id)
            select ${eventId}, ${userId} from ${events} e
            where e.id = ${eventId} and e.is_active and e.cancelled_at is null and e.date > now()
              and e.current_participants >= e.max_participants
              and not exists (select 1 from ${eventParticipants} ep where ep.event_id = ${eventId} and ep.user_id = ${userId})
            on conflict (event_id, user_id) do nothing
            returning id`,
      );
      return rows.length > 0;
    },

    async dequeue(eventId: number, userId: number): Promise<boolean> {
      const removed = await db
        .delete(eventWaitlist)
        .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))
        .returning({ id: eventWaitlist.id });
      return removed.length > 0;
    },

    /**
     * Fills the event's free places from the head of the line, in one statement: the first members
     * waiting leave the line, become participants and the counter moves by as many. Nothing for a
     * past, cancelled or inactive event. The members who got a place, first in line first.
     */
    async promote(eventId: number): Promise<number[]> {
      const rows = await queryRows<{ user_id: number; id: number }>(
        db,
        sql`with ev as (
              select e.id, greatest(e.max_participants - e.current_participants, 0) as free from ${events} e
              where e.id = ${eventId} and e.is_active and e.cancelled_at is null and e.date > now()
            ), head as (
              select w.id, w.user_id from ${eventWaitlist} w
              where w.event_id = ${eventId} and exists (select 1 from ev)
              order by w.id limit coalesce((select free from ev), 0)
            ), gone as (
              delete from ${eventWaitlist} w using head where w.id = head.id returning w.id, w.user_id
            ), added as (
              insert into ${eventParticipants} (event_id, user_id) select ${eventId}, user_id from gone
              on conflict (event_id, user_id) do nothing returning user_id
            ), bumped as (
              update ${events} set current_participants = current_participants + (select count(*) from added)
              where id = ${eventId} and exists (select 1 from added) returning id
            )
            select gone.id, gone.user_id from gone join added on added.user_id = gone.user_id order by gone.id`,
      );
      return rows.map((r) => Number(r.user_id));
    },

    /** The ids of the members waiting, first in line first. */
    async waitingIds(eventId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: eventWaitlist.userId })
        .from(eventWaitlist)
        .where(eq(eventWaitlist.eventId, eventId))
        .orderBy(asc(eventWaitlist.id));
      return rows.map((r) => r.userId);
    },

    /** The events the member joined (ascending: locks taken in one order) and the lines they stand in. */
    async ofMember(userId: number) {
      const [joined, waiting] = await Promise.all([
        db
          .select({ eventId: eventParticipants.eventId })
          .from(eventParticipants)
          .where(eq(eventParticipants.userId, userId))
          .orderBy(asc(eventParticipants.eventId)),
        db
          .select({ eventId: eventWaitlist.eventId })
          .from(eventWaitlist)
          .where(eq(eventWaitlist.userId, userId))
          .orderBy(asc(eventWaitlist.eventId)),
      ]);
      return { joined: joined.map((r) => r.eventId), waiting: waiting.map((r) => r.eventId) };
    },

    /** The admin's view of the line. */
    waiting: (eventId: number) =>
      db
        .select({
          userId: users.id,
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
          memberNumber: users.memberNumber,
          joinedAt: eventWaitlist.createdAt,
        })
        .from(eventWaitlist)
        .innerJoin(users, eq(users.id, eventWaitlist.userId))
        .where(eq(eventWaitlist.eventId, eventId))
        .orderBy(asc(eventWaitlist.id)),
  };
}
