import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications.js';
import { notifications } from '../db/schema.js';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { newEventAs } from '../test/events.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29: an event a member joined changed, was cancelled or deleted, and starts in 24 h / 1 h.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
}, 60_000);
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const join = async (m: Member, id: number) =>
  expect((await call(t, 'POST', `/api/events/${id}/join`, m.cookie)).statusCode).toBe(200);
const update = async (id: number, body: object, cookie = admin.cookie) => {
  const res = await call(t, 'PUT', `/api/events/${id}`, cookie, body);
  expect(res.statusCode, res.body).toBe(200);
};
const eventNotes = async (m: Member): Promise<Notification[]> =>
  (await notificationsOf(t, m.cookie, '?limit=50')).items.filter((n) => n.type.startsWith('event-'));

async function eventWith(n: number, overrides: Record<string, unknown> = {}) {
  const members = await Promise.all(Array.from({ length: n }, () => createMember(t, { subscriber: true })));
  const ev = await newEventAs(t, admin.cookie, { title: 'Pedal no Phoenix Park', ...overrides });
  for (const m of members) await join(m, ev.id);
  return { ev, members };
}

describe('an event a member joined changes', () => {
  it('date, time, place or title: every participant but the admin who changed it is told', async () => {
    const { ev, members } = await eventWith(2);
    const [ana, bruno] = members as [Member, Member];
    const outsider = await createMember(t, { subscriber: true });
    await join(admin, ev.id);

    await update(ev.id, { date: at(8 * 24 * HOUR), location: 'St Stephen’s Green' });
    for (const m of [ana, bruno]) {
      const notes = await eventNotes(m);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'event-changed',
        title: 'Evento alterado',
        body: 'O evento “Pedal no Phoenix Park” mudou. Confira data, horário e local.',
        target: { kind: 'event', id: ev.id },
        targetGone: false,
        read: false,
      });
    }
    expect(await eventNotes(admin)).toEqual([]);
    expect(await eventNotes(outsider)).toEqual([]);

    // The new title is the one told.
    await update(ev.id, { title: 'Pedal em Howth' });
    expect((await eventNotes(ana))[0]?.body).toBe('O evento “Pedal em Howth” mudou. Confira data, horário e local.');
    expect(await eventNotes(ana)).toHaveLength(2);
  });

  it('an update that changes nothing a participant plans by (same values, the description, the places) tells nobody', async () => {
    const { ev, members } = await eventWith(1);
    const [ana] = members as [Member];
    await update(ev.id, { title: ev.title, date: ev.date, location: ev.location });
    await update(ev.id, { description: 'Levem água.', maxParticipants: 80 });
    expect(await eventNotes(ana)).toEqual([]);
  });

  it('an event that already happened is not announced as changed', async () => {
    const { ev, members } = await eventWith(1, { date: at(2 * HOUR) });
    const [ana] = members as [Member];
    // Moved into the past (an admin tidying the record): nobody is told.
    await update(ev.id, { date: at(-HOUR) });
    await update(ev.id, { title: 'Pedal (realizado)' });
    expect((await eventNotes(ana)).map((n) => n.type)).toEqual(['event-changed']);
  });
});

describe('an event a member joined is cancelled', () => {
  it('deactivated: the participants are told once; later edits tell nobody', async () => {
    const { ev, members } = await eventWith(2);
    await update(ev.id, { isActive: false, date: at(9 * 24 * HOUR) });
    for (const m of members) {
      const notes = await eventNotes(m);
      expect(notes.map((n) => [n.type, n.title, n.body])).toEqual([
        ['event-cancelled', 'Evento cancelado', 'O evento “Pedal no Phoenix Park” foi cancelado.'],
      ]);
    }
    await update(ev.id, { title: 'Outro' });
    for (const m of members) expect(await eventNotes(m)).toHaveLength(1);
  });

  it('deleted: the participants are told, and the notification stays, saying its event is gone', async () => {
    const { ev, members } = await eventWith(2);
    const [ana] = members as [Member];
    const res = await call(t, 'DELETE', `/api/events/${ev.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Evento excluído.' });
    expect((await call(t, 'GET', `/api/events/${ev.id}`, ana.cookie)).statusCode).toBe(404);
    for (const m of members) {
      const notes = await eventNotes(m);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'event-cancelled',
        body: 'O evento “Pedal no Phoenix Park” foi cancelado.',
        target: { kind: 'event', id: ev.id },
        targetGone: true,
      });
    }
    // Its member can still open and mark it read.
    const id = (await eventNotes(ana))[0]!.id;
    expect((await call(t, 'POST', `/api/notifications/${id}/read`, ana.cookie)).statusCode).toBe(200);
  });

  it('deleting is for admins only; a missing event is a 404 in pt-BR', async () => {
    const { ev, members } = await eventWith(1);
    const [ana] = members as [Member];
    expect((await call(t, 'DELETE', `/api/events/${ev.id}`)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', `/api/events/${ev.id}`, ana.cookie)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/events/${ev.id}`, ana.cookie)).statusCode).toBe(200);
    expect(await eventNotes(ana)).toEqual([]);
    const missing = await call(t, 'DELETE', '/api/events/999999', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento não encontrado');
    const bad = await call(t, 'DELETE', '/api/events/abc', admin.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('reminders (the job of events.schedule.ts)', () => {
  const types = async (m: Member) => (await eventNotes(m)).map((n) => n.type);

  it('24 h and 1 h before, to participants of active events only, each once however often the job runs', async () => {
    const soon = await eventWith(1, { title: 'Futebol', date: at(30 * MIN) });
    const tomorrow = await eventWith(1, { title: 'Churrasco', date: at(20 * HOUR) });
    const later = await eventWith(1, { date: at(3 * 24 * HOUR) });
    const off = await eventWith(1, { date: at(40 * MIN) });
    await update(off.ev.id, { isActive: false });
    const outsider = await createMember(t, { subscriber: true });
    const [s, tm, l, o] = [soon, tomorrow, later, off].map((e) => e.members[0]!) as [Member, Member, Member, Member];

    const { events } = t.app.services;
    await events.sendReminders();
    await events.sendReminders();
    // Starting in 30 minutes when first seen: the 1 h reminder only, never a late 24 h one.
    expect(await types(s)).toEqual(['event-starts-1h']);
    expect((await eventNotes(s))[0]).toMatchObject({
      title: 'Evento em 1 hora',
      body: '“Futebol” começa em 1 hora.',
      target: { kind: 'event', id: soon.ev.id },
    });
    expect(await types(tm)).toEqual(['event-starts-24h']);
    expect((await eventNotes(tm))[0]).toMatchObject({
      title: 'Evento amanhã',
      body: '“Churrasco” começa em 24 horas.',
    });
    expect(await types(l)).toEqual([]);
    expect(await types(o)).toEqual(['event-cancelled']);
    expect(await types(outsider)).toEqual([]);

    // 19.5 hours later the 20 h event is within the hour: its 1 h reminder, once.
    const next = new Date(Date.now() + 19.5 * HOUR);
    await events.sendReminders(next);
    await events.sendReminders(next);
    expect(await types(tm)).toEqual(['event-starts-1h', 'event-starts-24h']);
    expect(await types(s)).toEqual(['event-starts-1h']);
  });

  it('a member who left is not reminded; an event moved to another day reminds again for its new date', async () => {
    const { ev, members } = await eventWith(2, { date: at(30 * MIN) });
    const [ana, bruno] = members as [Member, Member];
    expect((await call(t, 'DELETE', `/api/events/${ev.id}/join`, bruno.cookie)).statusCode).toBe(200);
    await t.app.services.events.sendReminders();
    expect(await types(ana)).toEqual(['event-starts-1h']);
    expect(await types(bruno)).toEqual([]);
    await update(ev.id, { date: at(50 * MIN) });
    await t.app.services.events.sendReminders();
    expect(await types(ana)).toEqual(['event-starts-1h', 'event-changed', 'event-starts-1h']);
  });

  it('two instances running the job at the same moment make each reminder once', async () => {
    const { ev, members } = await eventWith(12, { title: 'Corrida', date: at(45 * MIN) });
    const other = await appWithEnv(t, {});
    const made = await Promise.all([
      t.app.services.events.sendReminders(),
      other.app.services.events.sendReminders(),
      t.app.services.events.sendReminders(),
      other.app.services.events.sendReminders(),
    ]);
    const rows = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'event-starts-1h'), like(notifications.dedupeKey, `%:${ev.id}:%`)));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(members.map((m) => m.user.id)));
    // Nothing else is due in this file's database by now: the runs that found a reminder made count it once.
    expect(made.reduce((a, b) => a + b, 0)).toBe(12);
    for (const m of members) expect(await types(m)).toEqual(['event-starts-1h']);
  });
});
