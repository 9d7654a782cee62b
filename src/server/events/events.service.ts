import { messages } from '../../contract/common.js';
import { canCreateEvents } from '../../contract/event-access.js';
import type { CreateEventInput, EventView, UpdateEventInput } from '../../contract/events.js';
import { eventMessages } from '../../contract/events.js';
import { hasMemberAccess } from '../../contract/membership.js';
import type { NotificationType } from '../../contract/notifications-types.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createEventsRepository, type DueReminder, type EventRow, type EventWithJoined } from './events.repository.js';

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
  if (!before.isActive) return null;
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
}) {
  const { db, uploads } = deps;
  const repo = createEventsRepository(db);

  /** Every participant but `except` (the admin who made the change), on the change's transaction. */
  async function tellParticipants(tx: DbOrTx, ev: EventRow, type: NotificationType, except: number | null) {
    const ids = await createEventsRepository(tx).participantIds(ev.id);
    for (const userId of ids) {
      if (userId === except) continue;
      await deps.notifications.notify(tx, userId, type, { data: { title: ev.title }, targetId: ev.id });
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

  /**
   * Idempotent; never over capacity. A second join of the same member changes nothing. Join and
   * leave take their locks in one order, the event's row first, then the participant's (issue 37:
   * the reverse order deadlocked); a transaction that still loses a deadlock runs once more.
   */
  function joinOnce(eventId: number, userId: number) {
    return retryOnConflict(() =>
      db.transaction(async (tx) => {
        const r = createEventsRepository(tx);
        if (!(await r.bumpIfRoom(eventId, userId))) return r.whyNotJoined(eventId, userId);
        if (await r.addParticipant(eventId, userId)) return 'joined' as const;
        // The same member joined concurrently: undo our increment.
        await r.decrement(eventId);
        return 'already' as const;
      }),
    );
  }

  /** A join that waited for a leave of the same member reads a stale "already in" once: it tries again. */
  async function joinRetrying(eventId: number, userId: number) {
    for (let attempt = 1; ; attempt++) {
      const outcome = await joinOnce(eventId, userId);
      if (outcome !== 'raced') return outcome;
      if (attempt === 3) throw new HttpError(503, messages.busy);
    }
  }

  async function mustGet(id: number, viewer: SessionUser | null) {
    const ev = await repo.get(id, viewer?.id ?? null);
    // Inactive events are the admins' business only.
    if (!ev || (!ev.isActive && !viewer?.isAdmin)) throw notFound(eventMessages.notFound);
    return ev;
  }

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
      return toEventView({ ...row, joined: false });
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
        return after;
      });
      if (!row) {
        const fresh = await mustGet(id, admin);
        throw badRequest(eventMessages.maxBelowCurrent(fresh.currentParticipants));
      }
      if (input.imageUrl !== undefined && current.imageUrl && current.imageUrl !== row.imageUrl) {
        await uploads.remove([current.imageUrl]);
      }
      return toEventView({ ...row, joined: current.joined });
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

    /** Spec: joining needs an active subscription (admins exempt). Idempotent; never over capacity. */
    async join(user: SessionUser, id: number) {
      if (!hasMemberAccess(user)) throw forbidden(eventMessages.subscriptionRequired);
      const outcome = await joinRetrying(id, user.id);
      if (outcome === 'missing') throw notFound(eventMessages.notFound);
      if (outcome === 'full') throw conflict(eventMessages.full);
      if (outcome === 'closed') {
        const ev = await mustGet(id, user);
        throw badRequest(ev.isActive ? eventMessages.past : eventMessages.inactive);
      }
      const ev = await mustGet(id, user);
      return { joined: true, currentParticipants: ev.currentParticipants };
    },

    async leave(user: SessionUser, id: number) {
      if (!hasMemberAccess(user)) throw forbidden(eventMessages.subscriptionRequired);
      await mustGet(id, user);
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const r = createEventsRepository(tx);
          // The event's row first, as a join takes it (bumpIfRoom), then the participant's.
          if (!(await r.lockEvent(id))) return;
          if (await r.removeParticipant(id, user.id)) await r.decrement(id);
        }),
      );
      const ev = await mustGet(id, user);
      return { joined: false, currentParticipants: ev.currentParticipants };
    },

    async participants(id: number, admin: SessionUser) {
      await mustGet(id, admin);
      const rows = await repo.participants(id);
      return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
