import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '../../contract/events.js';
import type { Notification } from '../../contract/notifications.js';
import { eventParticipants, eventWaitlist } from '../db/schema.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { newEventAs } from '../test/events.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 34: the waitlist of a full event, an event cancelled with a reason, and who is told.

let t: TestApp;
let admin: Member;
let superAdmin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  superAdmin = await createMember(t, { admin: true, superAdmin: true });
}, 60_000);
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const members = (n: number) => Promise.all(Array.from({ length: n }, () => createMember(t, { subscriber: true })));
const post = (m: Member, url: string, body?: object) => call(t, 'POST', url, m.cookie, body);
const view = async (m: Member | null, id: number): Promise<EventView> =>
  (await call(t, 'GET', `/api/events/${id}`, m?.cookie)).json();
const eventNotes = async (m: Member): Promise<Notification[]> =>
  (await notificationsOf(t, m.cookie, '?limit=50')).items.filter((n) => n.type.startsWith('event-'));

/** An event of `places` filled by fresh subscribers, and `waiting` more in line in that order. */
async function fullEvent(places: number, waiting: number, overrides: Record<string, unknown> = {}) {
  const ev = await newEventAs(t, admin.cookie, { title: 'Pedal em Howth', maxParticipants: places, ...overrides });
  const [ins, line] = [await members(places), await members(waiting)];
  for (const m of ins) expect((await post(m, `/api/events/${ev.id}/join`)).statusCode).toBe(200);
  for (const m of line) expect((await post(m, `/api/events/${ev.id}/waitlist`)).statusCode).toBe(200);
  return { ev, ins, line };
}

describe('the waitlist of a full event', () => {
  it('a full event refuses a join (409) and takes the member in line; each sees their place, visitors nothing', async () => {
    const { ev, line } = await fullEvent(2, 0);
    const [ana, bruno] = await members(2);
    const join = await post(ana!, `/api/events/${ev.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe('Este evento está esgotado.');
    expect((await post(ana!, `/api/events/${ev.id}/waitlist`)).json()).toEqual({
      joined: false,
      currentParticipants: 2,
      waitlistPosition: 1,
    });
    expect((await post(bruno!, `/api/events/${ev.id}/waitlist`)).json().waitlistPosition).toBe(2);
    // Twice is once.
    expect((await post(ana!, `/api/events/${ev.id}/waitlist`)).json().waitlistPosition).toBe(1);
    expect((await view(bruno!, ev.id)).waitlistPosition).toBe(2);
    expect((await view(null, ev.id)).waitlistPosition).toBeNull();
    const listed = await call(t, 'GET', '/api/events?limit=50', bruno!.cookie);
    expect(listed.json().items.find((e: EventView) => e.id === ev.id).waitlistPosition).toBe(2);
    expect(line).toEqual([]);
  });

  it('a place freed goes to the first in line at once, who is told; the next moves up; the count stays exact', async () => {
    const { ev, ins, line } = await fullEvent(2, 3);
    const [first, second, third] = line as [Member, Member, Member];
    const left = await call(t, 'DELETE', `/api/events/${ev.id}/join`, ins[0]!.cookie);
    expect(left.json()).toEqual({ joined: false, currentParticipants: 2, waitlistPosition: null });
    expect(await view(first, ev.id)).toMatchObject({ joined: true, waitlistPosition: null, currentParticipants: 2 });
    expect((await view(second, ev.id)).waitlistPosition).toBe(1);
    expect((await view(third, ev.id)).waitlistPosition).toBe(2);
    expect((await eventNotes(first))[0]).toMatchObject({
      type: 'event-waitlist-promoted',
      title: 'Você conseguiu uma vaga',
      body: 'Abriu uma vaga em “Pedal em Howth” e ela é sua. Se não puder ir, cancele para liberá-la.',
      target: { kind: 'event', id: ev.id },
    });
    expect(await eventNotes(second)).toEqual([]);

    // Leaving the line moves those behind up; the one who left is not promoted later.
    expect(
      (await call(t, 'DELETE', `/api/events/${ev.id}/waitlist`, second.cookie)).json().waitlistPosition,
    ).toBeNull();
    expect((await view(third, ev.id)).waitlistPosition).toBe(1);
    await call(t, 'DELETE', `/api/events/${ev.id}/join`, ins[1]!.cookie);
    expect((await view(third, ev.id)).joined).toBe(true);
    expect((await view(second, ev.id)).joined).toBe(false);
    // An admin raising the places with nobody left in line: the count is what it was.
    await call(t, 'PUT', `/api/events/${ev.id}`, admin.cookie, { maxParticipants: 5 });
    expect((await view(null, ev.id)).currentParticipants).toBe(2);
  });

  it('more places from an admin go to the line in order', async () => {
    const { ev, line } = await fullEvent(1, 3);
    const res = await call(t, 'PUT', `/api/events/${ev.id}`, admin.cookie, { maxParticipants: 3 });
    expect(res.json()).toMatchObject({ currentParticipants: 3, maxParticipants: 3 });
    expect((await view(line[0]!, ev.id)).joined).toBe(true);
    expect((await view(line[1]!, ev.id)).joined).toBe(true);
    expect((await view(line[2]!, ev.id)).waitlistPosition).toBe(1);
  });

  it('the line of an event with room joins at once; a newcomer never takes a place from the line', async () => {
    const ev = await newEventAs(t, admin.cookie, { maxParticipants: 3 });
    const [ana] = await members(1);
    expect((await post(ana!, `/api/events/${ev.id}/waitlist`)).json()).toEqual({
      joined: true,
      currentParticipants: 1,
      waitlistPosition: null,
    });
  });

  it('needs a login and a subscription; refused for past events', async () => {
    const { ev } = await fullEvent(1, 0);
    expect((await call(t, 'POST', `/api/events/${ev.id}/waitlist`)).statusCode).toBe(401);
    const plain = await createMember(t);
    const res = await post(plain, `/api/events/${ev.id}/waitlist`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você precisa de uma assinatura ativa para participar de eventos.');
    const past = await newEventAs(t, admin.cookie, { date: at(-HOUR) });
    const [ana] = await members(1);
    const late = await post(ana!, `/api/events/${past.id}/waitlist`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Este evento já aconteceu.');
  });

  it('a change of date or place tells every participant and everyone waiting', async () => {
    const { ev, ins, line } = await fullEvent(1, 2);
    await call(t, 'PUT', `/api/events/${ev.id}`, admin.cookie, { location: 'Bull Island' });
    for (const m of [...ins, ...line]) expect((await eventNotes(m)).map((n) => n.type)).toEqual(['event-changed']);
  });
});

describe('cancelling an event (admin)', () => {
  it('with a reason: it stays listed as cancelled, cannot be joined, everyone in or waiting is told why; audited', async () => {
    const { ev, ins, line } = await fullEvent(1, 1, { title: 'Churrasco' });
    const reason = 'Previsão de tempestade em Dublin.';
    expect((await post(ins[0]!, `/api/admin/events/${ev.id}/cancel`, { reason })).statusCode).toBe(403);
    const empty = await post(admin, `/api/admin/events/${ev.id}/cancel`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Informe o motivo do cancelamento.');

    const res = await post(admin, `/api/admin/events/${ev.id}/cancel`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Evento cancelado. Os participantes e a lista de espera foram avisados.');
    const again = await post(admin, `/api/admin/events/${ev.id}/cancel`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este evento já foi cancelado.');

    const seen = await view(null, ev.id);
    expect(seen).toMatchObject({ cancelReason: reason, isActive: true });
    expect(seen.cancelledAt).not.toBeNull();
    const list = (await call(t, 'GET', '/api/events?limit=50')).json().items as EventView[];
    expect(list.find((e) => e.id === ev.id)?.cancelReason).toBe(reason);
    for (const m of [...ins, ...line]) {
      expect((await eventNotes(m)).map((n) => [n.type, n.body])).toEqual([
        ['event-cancelled', `O evento “Churrasco” foi cancelado. Motivo: ${reason}`],
      ]);
    }
    // Nobody joins or queues for it; a place freed goes to nobody; no reminder.
    const [late] = await members(1);
    for (const path of ['join', 'waitlist']) {
      const r = await post(late!, `/api/events/${ev.id}/${path}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Este evento foi cancelado.');
    }
    await call(t, 'DELETE', `/api/events/${ev.id}/join`, ins[0]!.cookie);
    expect((await view(line[0]!, ev.id)).joined).toBe(false);
    expect(await auditOf(t, 'event', ev.id)).toEqual([
      expect.objectContaining({
        action: 'event.cancel',
        actorId: admin.user.id,
        details: { title: 'Churrasco', reason },
      }),
    ]);
  });

  it('a cancelled event gets no reminders', async () => {
    const soon = await newEventAs(t, admin.cookie, { date: at(HOUR / 2) });
    const [ana] = await members(1);
    await post(ana!, `/api/events/${soon.id}/join`);
    await post(admin, `/api/admin/events/${soon.id}/cancel`, { reason: 'Sem local' });
    await t.app.services.events.sendReminders();
    expect((await eventNotes(ana!)).map((n) => n.type)).toEqual(['event-cancelled']);
  });
});

describe('deleting a member', () => {
  it('removes their place in lines and gives their places to the first in line', async () => {
    const { ev, ins, line } = await fullEvent(1, 2);
    const other = await fullEvent(1, 1);
    // The participant of `ev` also waits for `other`.
    await post(ins[0]!, `/api/events/${other.ev.id}/waitlist`);
    const res = await call(t, 'DELETE', `/api/admin/users/${ins[0]!.user.id}`, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toMatchObject({ eventParticipations: 1, eventWaitlist: 1 });
    expect((await view(line[0]!, ev.id)).joined).toBe(true);
    expect((await view(line[1]!, ev.id)).waitlistPosition).toBe(1);
    expect((await view(other.line[0]!, other.ev.id)).waitlistPosition).toBe(1);
    const gone = await t.db
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.userId, ins[0]!.user.id)));
    expect(gone).toEqual([]);
    const inEv = await t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, ev.id));
    expect(inEv.map((p) => p.userId)).toEqual([line[0]!.user.id]);
  });
});
