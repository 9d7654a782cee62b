import { and, asc, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { eventParticipants, events, eventWaitlist } from './events.tables.js';

export type EventRow = typeof events.$inferSelect;
export type EventWithJoined = EventRow & { joined: boolean; waitlistPosition: number | null };

/** A reminder due: one participant of one event, with the key that makes it once (see `dueReminders`). */
export interface DueReminder {
  eventId: number;
  title: string;
  date: Date;
  userId: number;
  dedupeKey: string;
}

export interface ListOptions {
  when: 'upcoming' | 'past';
  viewerId: number | null;
  joinedOnly: boolean;
  includeInactive: boolean;
  after?: { date: Date; id: number };
  limit: number;
}

/** Queries only: the service opens the transactions (join, leave) and builds this on `tx`. */
export function createEventsRepository(db: DbOrTx) {
  const joinedExpr = (viewerId: number | null) =>
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from event_participants ep where ep.event_id = "events"."id" and ep.user_id = ${viewerId})`;
  // Issue 34: the viewer's place in the line (1 = next), null when not waiting; two index lookups.
  const positionExpr = (viewerId: number | null) =>
    viewerId === null
      ? sql<number | null>`null::int`
      : sql<number | null>`(select nullif(count(*), 0)::int from event_waitlist w2 where w2.event_id = "events"."id"
          and w2.id <= (select w.id from event_waitlist w where w.event_id = "events"."id" and w.user_id = ${viewerId}))`;
  const viewerColumns = (viewerId: number | null) => ({
    ...eventColumns,
    joined: joinedExpr(viewerId),
    waitlistPosition: positionExpr(viewerId),
  });

  return {
    /** Upcoming: soonest first; past: most recent first. Keyset paging on (date, id). */
    async list(o: ListOptions): Promise<EventWithJoined[]> {
      const upcoming = o.when === 'upcoming';
      const conds = [upcoming ? sql`${events.date} >= now()` : sql`${events.date} < now()`];
      if (!o.includeInactive) conds.push(eq(events.isActive, true));
      if (o.joinedOnly && o.viewerId !== null) conds.push(joinedExpr(o.viewerId));
      if (o.after) {
        const { date, id } = o.after;
        conds.push(
          upcoming
            ? or(gt(events.date, date), and(eq(events.date, date), gt(events.id, id)))!
            : or(lt(events.date, date), and(eq(events.date, date), lt(events.id, id)))!,
        );
      }
      return db
        .select(viewerColumns(o.viewerId))
        .from(events)
        .where(and(...conds))
        .orderBy(...(upcoming ? [asc(events.date), asc(events.id)] : [desc(events.date), desc(events.id)]))
        .limit(o.limit);
    },
    async get(id: number, viewerId: number | null): Promise<EventWithJoined | null> {
      const [row] = await db.select(viewerColumns(viewerId)).from(events).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof events.$inferInsert): Promise<EventRow> {
      const [row] = await db.insert(events).values(values).returning();
      return row!;
    },
    /** Updates unless maxParticipants would fall below the current count (checked in the same statement). */
    async update(id: number, values: Partial<typeof events.$inferInsert>): Promise<EventRow | null> {
      const guard =
        values.maxParticipants !== undefined
          ? sql`${events.currentParticipants} <= ${values.maxParticipants}`
          : sql`true`;
      const [row] = await db
        .update(events)
        .set(values)
        .where(and(eq(events.id, id), guard))
        .returning();
      return row ?? null;
    },

    /**
     * The counter moves first, under the row lock, and only while there is room, the event is open
     * and the member is not in yet (one statement). false: nothing moved.
     */
    async bumpIfRoom(eventId: number, userId: number): Promise<boolean> {
      const bumped = await db
        .update(events)
        .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.isActive, true),
            sql`${events.cancelledAt} is null`,
            sql`${events.date} > now()`,
            sql`${events.currentParticipants} < ${events.maxParticipants}`,
            // Issue 34: a place freed while members wait is theirs (promote), never a newcomer's.
            sql`not exists (select 1 from ${eventWaitlist} w where w.event_id = ${eventId})`,
            sql`not exists (select 1 from ${eventParticipants} ep where ep.event_id = ${eventId} and ep.user_id = ${userId})`,
          ),
        )
        .returning({ id: events.id });
      return bumped.length > 0;
    },

    /** false when the member is already in (a concurrent join won). */
    async addParticipant(eventId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(eventParticipants)
        .values({ eventId, userId })
        .onConflictDoNothing()
        .returning({ id: eventParticipants.id });
      return inserted.length > 0;
    },

    /** Moves the counter down by one, never below zero. */
    async decrement(eventId: number) {
      await db
        .update(events)
        .set({ currentParticipants: sql`greatest(${events.currentParticipants} - 1, 0)` })
        .where(eq(events.id, eventId));
    },

    async removeParticipant(eventId: number, userId: number): Promise<boolean> {
      const removed = await db
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .returning({ id: eventParticipants.id });
      return removed.length > 0;
    },

    /** Locks the event's row until the transaction ends (leave takes it before the participant's, as join does). */
    async lockEvent(eventId: number): Promise<boolean> {
      const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
      return rows.length > 0;
    },

    /**
     * Why `bumpIfRoom` moved nothing. 'raced': it found room and no participant row, so the bump
     * waited for a concurrent leave and rechecked against the older snapshot; the caller tries again.
     */
    async whyNotJoined(eventId: number, userId: number) {
      const [ev] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
      if (!ev) return 'missing' as const;
      const [p] = await db
        .select({ id: eventParticipants.id })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .limit(1);
      if (p) return 'already' as const;
      if (ev.cancelledAt) return 'cancelled' as const;
      if (!ev.isActive || ev.date.getTime() <= Date.now()) return 'closed' as const;
      if (ev.currentParticipants >= ev.maxParticipants) return 'full' as const;
      // Room, but members waiting for it (issue 34): the place is theirs.
      const [w] = await db
        .select({ id: eventWaitlist.id })
        .from(eventWaitlist)
        .where(eq(eventWaitlist.eventId, eventId))
        .limit(1);
      if (w) return 'full' as const;
      return 'raced' as const;
    },

    /** The event's row locked until the transaction ends (an update compares it with what it writes). */
    async getForUpdate(id: number): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
      return row ?? null;
    },

    /** Issue 34: calls the event off (once); the row as it is now, null when missing or already cancelled. */
    async cancel(id: number, reason: string): Promise<EventRow | null> {
      const [row] = await db
        .update(events)
        .set({ cancelledAt: sql`now()`, cancelReason: reason })
        .where(and(eq(events.id, id), sql`${events.cancelledAt} is null`))
        .returning();
      return row ?? null;
    },

    /** Deletes the event (its participants go with it, by the foreign key); the row as it was. */
    async delete(id: number): Promise<EventRow | null> {
      const [row] = await db.delete(events).where(eq(events.id, id)).returning();
      return row ?? null;
    },

    /** The ids of the members who joined the event. */
    async participantIds(eventId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: eventParticipants.userId })
        .from(eventParticipants)
        .where(eq(eventParticipants.eventId, eventId))
        .orderBy(asc(eventParticipants.id));
      return rows.map((r) => r.userId);
    },

    /**
     * Issue 29's reminders: every participant of an active event starting in (`from`, `to`] who has
     * not had the reminder `kind` for this start yet. The key (`kind:event:start in epoch seconds`)
     * is written here once; the notification made with it is the claim (a unique index): a second
     * instance running at the same moment makes nothing. An event moved to another date reminds again.
     */
    async dueReminders(kind: string, from: Date, to: Date): Promise<DueReminder[]> {
      const key = sql<string>`concat(${kind}::text, ':', ${events.id}, ':', floor(extract(epoch from ${events.date}))::bigint)`;
      return db
        .select({
          eventId: events.id,
          title: events.title,
          date: events.date,
          userId: eventParticipants.userId,
          dedupeKey: key,
        })
        .from(events)
        .innerJoin(eventParticipants, eq(eventParticipants.eventId, events.id))
        .where(
          and(
            eq(events.isActive, true),
            sql`${events.cancelledAt} is null`,
            gt(events.date, from),
            lte(events.date, to),
            sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${eventParticipants.userId} and ${notifications.dedupeKey} = ${key})`,
          ),
        )
        .orderBy(asc(events.date), asc(events.id), asc(eventParticipants.id));
    },

    participants: (eventId: number) =>
      db
        .select({
          userId: users.id,
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
          memberNumber: users.memberNumber,
          joinedAt: eventParticipants.joinedAt,
        })
        .from(eventParticipants)
        .innerJoin(users, eq(users.id, eventParticipants.userId))
        .where(eq(eventParticipants.eventId, eventId))
        .orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.id)),
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  date: events.date,
  imageUrl: events.imageUrl,
  createdBy: events.createdBy,
  maxParticipants: events.maxParticipants,
  currentParticipants: events.currentParticipants,
  isActive: events.isActive,
  cancelledAt: events.cancelledAt,
  cancelReason: events.cancelReason,
  createdAt: events.createdAt,
};
