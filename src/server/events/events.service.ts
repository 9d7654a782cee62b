import { messages } from '../../contract/common.js';
import { canCreateEvents } from '../../contract/event-access.js';
import type { CreateEventInput, EventView, UpdateEventInput } from '../../contract/events.js';
import { eventMessages } from '../../contract/events.js';
import { hasMemberAccess } from '../../contract/membership.js';
import { type Db, retryOnConflict } from '../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createEventsRepository, type EventWithJoined } from './events.repository.js';

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

export function createEventsService(deps: { db: Db; uploads: UploadsService }) {
  const { db, uploads } = deps;
  const repo = createEventsRepository(db);

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

    async update(admin: SessionUser, id: number, input: UpdateEventInput) {
      const current = await mustGet(id, admin);
      if (input.imageUrl && input.imageUrl !== current.imageUrl) await uploads.assertOwned(admin.id, [input.imageUrl]);
      const row = await repo.update(id, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.description !== undefined && { description: input.description || null }),
        ...(input.location !== undefined && { location: input.location || null }),
        ...(input.date !== undefined && { date: new Date(input.date) }),
        ...(input.maxParticipants !== undefined && { maxParticipants: input.maxParticipants }),
        ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl || null }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
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
