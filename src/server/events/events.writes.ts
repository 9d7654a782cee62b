import { messages } from '../../contract/common.js';
import { eventMessages } from '../../contract/events.js';
import { hasMemberAccess } from '../../contract/membership.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createEventsRepository, type EventWithJoined } from './events.repository.js';
import { createEventWaitlistRepository } from './events-waitlist.repository.js';

export interface EventsWritesDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  mustGet: (id: number, viewer: SessionUser | null) => Promise<EventWithJoined>;
}

type Outcome = 'joined' | 'already' | 'missing' | 'full' | 'closed' | 'cancelled' | 'raced';

/**
 * A member's joins and leaves, and the waitlist of issue 34. Every transaction takes the event's row
 * first (a join's bump, a leave's or a waitlist's lock), then the participant's or the line's rows:
 * one lock order (issue 37), and the counter, the participants and the line move together.
 */
export function eventsWrites(deps: EventsWritesDeps) {
  const { db, mustGet } = deps;

  /** Fills the places the event has free from the head of its line; each member who got one is told. */
  async function promoteAndTell(tx: DbOrTx, eventId: number) {
    const promoted = await createEventWaitlistRepository(tx).promote(eventId);
    if (!promoted.length) return;
    const ev = await createEventsRepository(tx).get(eventId, null);
    for (const userId of promoted) {
      await deps.notifications.notify(tx, userId, 'event-waitlist-promoted', {
        data: { title: ev?.title ?? '' },
        targetId: eventId,
      });
    }
  }

  /** Idempotent; never over capacity. A second join of the same member changes nothing. */
  function joinOnce(eventId: number, userId: number): Promise<Outcome> {
    return retryOnConflict(() =>
      db.transaction(async (tx) => {
        const r = createEventsRepository(tx);
        if (!(await r.bumpIfRoom(eventId, userId))) return r.whyNotJoined(eventId, userId);
        if (await r.addParticipant(eventId, userId)) {
          // In line too (a join that found room while it waited): the line forgets them.
          await createEventWaitlistRepository(tx).dequeue(eventId, userId);
          return 'joined' as const;
        }
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

  async function refuse(outcome: Outcome, id: number, user: SessionUser): Promise<never> {
    if (outcome === 'missing') throw notFound(eventMessages.notFound);
    if (outcome === 'full') throw conflict(eventMessages.full);
    if (outcome === 'cancelled') throw badRequest(eventMessages.cancelled);
    const ev = await mustGet(id, user);
    throw badRequest(ev.isActive ? eventMessages.past : eventMessages.inactive);
  }

  async function result(id: number, user: SessionUser) {
    const ev = await mustGet(id, user);
    return { joined: ev.joined, currentParticipants: ev.currentParticipants, waitlistPosition: ev.waitlistPosition };
  }

  function assertAccess(user: SessionUser) {
    if (!hasMemberAccess(user)) throw forbidden(eventMessages.subscriptionRequired);
  }

  return {
    promoteAndTell,

    /** Spec: joining needs an active subscription (admins exempt). Idempotent; never over capacity. */
    async join(user: SessionUser, id: number) {
      assertAccess(user);
      const outcome = await joinRetrying(id, user.id);
      if (outcome !== 'joined' && outcome !== 'already') await refuse(outcome, id, user);
      return result(id, user);
    },

    /** Leaving frees the place for the first member in line (issue 34), in the same transaction. */
    async leave(user: SessionUser, id: number) {
      assertAccess(user);
      await mustGet(id, user);
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const r = createEventsRepository(tx);
          // The event's row first, as a join takes it (bumpIfRoom), then the participant's.
          if (!(await r.lockEvent(id))) return;
          if (!(await r.removeParticipant(id, user.id))) return;
          await r.decrement(id);
          await promoteAndTell(tx, id);
        }),
      );
      return result(id, user);
    },

    /**
     * Issue 34: 'Entrar na lista de espera'. At the end of the line of a full event; an event that has
     * room again (its page was stale) is joined at once instead. Idempotent.
     */
    async joinWaitlist(user: SessionUser, id: number) {
      assertAccess(user);
      await mustGet(id, user);
      const waited = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          if (!(await createEventsRepository(tx).lockEvent(id))) return 'missing' as const;
          return (await createEventWaitlistRepository(tx).enqueue(id, user.id)) ? ('queued' as const) : null;
        }),
      );
      if (waited === 'missing') throw notFound(eventMessages.notFound);
      const now = await mustGet(id, user);
      if (waited === null && !now.joined && now.waitlistPosition === null) {
        // Not written: there is room (join it), or the event is closed (join says why).
        const outcome = await joinRetrying(id, user.id);
        if (outcome !== 'joined' && outcome !== 'already') await refuse(outcome, id, user);
      }
      return result(id, user);
    },

    async leaveWaitlist(user: SessionUser, id: number) {
      assertAccess(user);
      await mustGet(id, user);
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          if (!(await createEventsRepository(tx).lockEvent(id))) return;
          await createEventWaitlistRepository(tx).dequeue(id, user.id);
        }),
      );
      return result(id, user);
    },

    /**
     * Account deletion (decision 023), on its transaction: the member leaves every line and every
     * event, each event locked in id order, and each freed place goes to the first in line.
     */
    async releaseMember(tx: DbOrTx, userId: number) {
      const w = createEventWaitlistRepository(tx);
      const r = createEventsRepository(tx);
      const mine = await w.ofMember(userId);
      const ids = [...new Set([...mine.joined, ...mine.waiting])].sort((a, b) => a - b);
      let eventParticipations = 0;
      let eventWaitlist = 0;
      for (const id of ids) {
        if (!(await r.lockEvent(id))) continue;
        if (await w.dequeue(id, userId)) eventWaitlist++;
        if (await r.removeParticipant(id, userId)) {
          eventParticipations++;
          await r.decrement(id);
          await promoteAndTell(tx, id);
        }
      }
      return { eventParticipations, eventWaitlist };
    },
  };
}
