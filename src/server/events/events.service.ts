import { canCreateEvents } from '../../contract/event-access.js';
import type { CancelEventInput, CreateEventInput, EventView, UpdateEventInput } from '../../contract/events.js';
import { eventMessages } from '../../contract/events.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createEventsRepository, type DueReminder, type EventRow, type EventWithJoined } from './events.repository.js';
import { eventsWrites } from './events.writes.js';
import { createEventWaitlistRepository } from './events-waitlist.repository.js';

export function toEventView(e: EventWithJoined): EventView {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    location: e.location,
    date: e.date.toISOString(),
    imageUrl: e.imageUrl,
    maxParticipants: e.maxParticipants,
    currentParticipants: e.currentParticipants,
    isActive: e.isActive,
    joined: e.joined,
    waitlistPosition: e.waitlistPosition,
    cancelledAt: e.cancelledAt?.toISOString() ?? null,
    cancelReason: e.cancelReason,
  };
}

const encodeCursor = (e: { date: Date; id: number }) =>
  Buffer.from(`${e.date.toISOString()}|${e.id}`).toString('base64url');
function decodeCursor(cursor: string | undefined): { date: Date; id: number } | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(iso ?? '');
  const n = Number(id);
  if (Number.isNaN(date.getTime()) || !Number.isInteger(n)) throw badRequest('Cursor inválido');
  return { date, id: n };
}

const HOUR_MS = 3_600_000;

/**
 * Issue 29's reminders, each sent while the event starts within its window (the job runs every
 * minute). The 24 h one only while the event is still more than 12 h away: an event first seen (or
 * joined) closer than that gets the 1 h reminder alone, never a late "amanhã".
 */
export const EVENT_REMINDERS = [
  { type: 'event-starts-24h', fromMs: 12 * HOUR_MS, toMs: 24 * HOUR_MS },
  { type: 'event-starts-1h', fromMs: 0, toMs: HOUR_MS },
] as const satisfies readonly { type: NotificationType; fromMs: number; toMs: number }[];

/** What a participant is told of an update (issue 29): the date, time, place or title changed, or it was called off. */
function changeNotice(before: EventRow, after: EventRow, now = new Date()): NotificationType | null {
  // Tidying an event that already happened tells nobody.
  if (before.date.getTime() <= now.getTime()) return null;
  if (!before.isActive || before.cancelledAt) return null;
  if (!after.isActive) return 'event-cancelled';
  const changed =
    before.title !== after.title ||
    before.date.getTime() !== after.date.getTime() ||
    (before.location ?? '') !== (after.location ?? '');
  return changed ? 'event-changed' : null;
}

export function createEventsService(deps: {
  db: Db;
  uploads: UploadsService;
  /** Issue 29: participants are told of changes and reminded, in the transaction of the change. */
  notifications: Pick<NotificationsService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, uploads } = deps;
  const repo = createEventsRepository(db);

  /**
   * Every participant and (issue 34) every member waiting, but `except` (the admin who made the
   * change), on the change's transaction.
   */
  async function tellParticipants(tx: DbOrTx, ev: EventRow, type: NotificationType, except: number | null) {
    const ids = [
      ...(await createEventsRepository(tx).participantIds(ev.id)),
      ...(await createEventWaitlistRepository(tx).waitingIds(ev.id)),
    ];
    const data = { title: ev.title, ...(ev.cancelReason && { reason: ev.cancelReason }) };
    for (const userId of new Set(ids)) {
      if (userId === except) continue;
      await deps.notifications.notify(tx, userId, type, { data, targetId: ev.id });
    }
  }

  /** One event's due reminders, in one transaction; how many were made (0 when another instance made them). */
  function remind(type: NotificationType, due: DueReminder[]) {
    return db.transaction(async (tx) => {
      let made = 0;
      for (const d of due) {
        const id = await deps.notifications.notify(tx, d.userId, type, {
          data: { title: d.title, date: d.date.toISOString() },
          targetId: d.eventId,
          dedupeKey: d.dedupeKey,
        });
        if (id !== null) made++;
      }
      return made;
    });
  }

  async function mustGet(id: number, viewer: SessionUser | null) {
    const ev = await repo.get(id, viewer?.id ?? null);
    // Inactive events are the admins' business only.
    if (!ev || (!ev.isActive && !viewer?.isAdmin)) throw notFound(eventMessages.notFound);
    return ev;
  }
  const writes = eventsWrites({ db, notifications: deps.notifications, mustGet });

  return {
    async list(
      viewer: SessionUser | null,
      q: { when: 'upcoming' | 'past'; joined?: 'true' | 'false'; cursor?: string; limit: number },
      includeInactive = false,
    ) {
      const rows = await repo.list({
        when: q.when,
        viewerId: viewer?.id ?? null,
        joinedOnly: q.joined === 'true',
        includeInactive: includeInactive && !!viewer?.isAdmin,
        after: decodeCursor(q.cursor),
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return { items: page.map(toEventView), nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null };
    },

    get: async (id: number, viewer: SessionUser | null) => toEventView(await mustGet(id, viewer)),
    getRow: (id: number, viewer: SessionUser | null) => mustGet(id, viewer),

    async create(admin: SessionUser, input: CreateEventInput & { date: string; maxParticipants: number }) {
      // The contract's rule, the one the web reads to show 'Criar evento' (the route's guard agrees).
      if (!canCreateEvents(admin)) throw forbidden(eventMessages.adminOnly);
      if (input.imageUrl) await uploads.assertOwned(admin.id, [input.imageUrl]);
      const row = await repo.insert({
        title: input.title,
        description: input.description || null,
        location: input.location || null,
        date: new Date(input.date),
        maxParticipants: input.maxParticipants,
        imageUrl: input.imageUrl || null,
        createdBy: admin.id,
      });
      return toEventView({ ...row, joined: false, waitlistPosition: null });
    },

    /**
     * Issue 29: participants (but the admin) are told when the date, time, place or title of an
     * upcoming event changed, or that it was called off (deactivated), in the update's transaction.
     */
    async update(admin: SessionUser, id: number, input: UpdateEventInput) {
      const current = await mustGet(id, admin);
      if (input.imageUrl && input.imageUrl !== current.imageUrl) await uploads.assertOwned(admin.id, [input.imageUrl]);
      const values = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description || null }),
        ...(input.location !== undefined && { location: input.location || null }),
        ...(input.date !== undefined && { date: new Date(input.date) }),
        ...(input.maxParticipants !== undefined && { maxParticipants: input.maxParticipants }),
        ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl || null }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
      };
      const row = await db.transaction(async (tx) => {
        const r = createEventsRepository(tx);
        // Locked: the notice compares the row as this update found it with what it wrote.
        const before = await r.getForUpdate(id);
        if (!before) throw notFound(eventMessages.notFound);
        const after = await r.update(id, values);
        if (!after) return null;
        const notice = changeNotice(before, after);
        if (notice) await tellParticipants(tx, notice === 'event-cancelled' ? before : after, notice, admin.id);
        // More places, or open again: the line moves up (issue 34).
        await writes.promoteAndTell(tx, id);
        return (await r.getForUpdate(id)) ?? after;
      });
      if (!row) {
        const fresh = await mustGet(id, admin);
        throw badRequest(eventMessages.maxBelowCurrent(fresh.currentParticipants));
      }
      if (input.imageUrl !== undefined && current.imageUrl && current.imageUrl !== row.imageUrl) {
        await uploads.remove([current.imageUrl]);
      }
      return toEventView({ ...row, joined: current.joined, waitlistPosition: current.waitlistPosition });
    },

    /**
     * Issue 34: an admin calls the event off with a reason; it stays listed as cancelled, cannot be
     * joined, and every participant and member waiting is told why, in the same transaction (audited).
     */
    async cancel(admin: SessionUser, id: number, input: CancelEventInput) {
      await db.transaction(async (tx) => {
        const r = createEventsRepository(tx);
        const before = await r.getForUpdate(id);
        if (!before) throw notFound(eventMessages.notFound);
        if (before.cancelledAt) throw conflict(eventMessages.alreadyCancelled);
        const after = await r.cancel(id, input.reason);
        if (!after) throw conflict(eventMessages.alreadyCancelled);
        if (before.isActive && before.date.getTime() > Date.now()) {
          await tellParticipants(tx, after, 'event-cancelled', admin.id);
        }
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: 'event.cancel',
          targetType: 'event',
          targetId: id,
          details: { title: before.title, reason: input.reason },
        });
      });
      return { message: eventMessages.cancelledOk };
    },

    /**
     * Admin: deletes the event and its participations. The participants of an upcoming active event
     * are told it was cancelled, in the same transaction (the notification stays, its event gone).
     */
    async remove(admin: SessionUser, id: number) {
      const gone = await db.transaction(async (tx) => {
        const r = createEventsRepository(tx);
        const before = await r.getForUpdate(id);
        if (!before) return null;
        if (changeNotice(before, { ...before, isActive: false })) {
          await tellParticipants(tx, before, 'event-cancelled', admin.id);
        }
        return r.delete(id);
      });
      if (!gone) throw notFound(eventMessages.notFound);
      if (gone.imageUrl) await uploads.remove([gone.imageUrl]);
      return { message: eventMessages.deleted };
    },

    /**
     * Issue 29's reminders (the job of events.schedule.ts, every minute): each participant of an active
     * event starting within a reminder's window gets it once per start, whichever instance runs the
     * job and however often (the notification's unique key is the claim). How many were made.
     */
    async sendReminders(now = new Date()): Promise<number> {
      let made = 0;
      for (const r of EVENT_REMINDERS) {
        const due = await repo.dueReminders(
          r.type,
          new Date(now.getTime() + r.fromMs),
          new Date(now.getTime() + r.toMs),
        );
        const byEvent = new Map<number, DueReminder[]>();
        for (const d of due) byEvent.set(d.eventId, [...(byEvent.get(d.eventId) ?? []), d]);
        for (const rows of byEvent.values()) made += await remind(r.type, rows);
      }
      return made;
    },

    ...writes,

    async participants(id: number, admin: SessionUser) {
      await mustGet(id, admin);
      const rows = await repo.participants(id);
      return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
