import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '../../contract/events.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createEventAs, inDays, newEventAs } from '../test/events.js';
import { multipartBody } from '../test/multipart.js';
import { events } from './events.tables.js';

// Creating and listing events, and the calendar file (joining: events-join.routes.test.ts).

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let subscriber: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  subscriber = await createMember(t, { subscriber: true });
  member = await createMember(t);
});
afterAll(() => t.close());

const createEvent = (body: Record<string, unknown>, cookie = admin.cookie) => createEventAs(t, cookie, body);
const newEvent = (overrides: Record<string, unknown> = {}) => newEventAs(t, admin.cookie, overrides);

describe('creating events', () => {
  it('is for admins only: visitors 401, members and subscribers 403', async () => {
    const body = { title: 'Futebol', date: inDays(3) };
    expect((await t.app.inject({ method: 'POST', url: '/api/events', payload: body })).statusCode).toBe(401);
    expect((await createEvent(body, member.cookie)).statusCode).toBe(403);
    expect((await createEvent(body, subscriber.cookie)).statusCode).toBe(403);
  });

  it('defaults maxParticipants to 50 and starts with no participants', async () => {
    const ev = await newEvent({ maxParticipants: undefined });
    expect(ev.maxParticipants).toBe(50);
    expect(ev.currentParticipants).toBe(0);
    expect(ev.isActive).toBe(true);
  });

  it.each([
    [{ title: '', date: inDays(1) }, 'Título é obrigatório'],
    [{ title: 'X', date: 'amanhã' }, 'Data inválida'],
    [{ title: 'X', date: inDays(1), maxParticipants: 0 }, 'O número máximo de participantes deve ser pelo menos 1'],
    [{ title: 'X', date: inDays(1), maxParticipants: 'dez' }, 'O número máximo de participantes deve ser pelo menos 1'],
  ])('refuses %j with its message and writes nothing', async (body, message) => {
    const before = await t.db.$count(events);
    const res = await createEvent(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.$count(events)).toBe(before);
  });

  it('accepts only an image the admin uploaded', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = await multipartBody([{ name: 'images', filename: 'evento.png', contentType: 'image/png', data: png }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: admin.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const [path] = up.json().paths as string[];
    const ok = await newEvent({ imageUrl: path });
    expect(ok.imageUrl).toBe(path);
    const foreign = await createEvent({
      title: 'X',
      date: inDays(2),
      imageUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000-full.webp',
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('listing events', () => {
  it('lists upcoming active events soonest first and past ones apart, paged without repeats', async () => {
    const later = await newEvent({ title: 'Churrasco', date: inDays(20) });
    const sooner = await newEvent({ title: 'Reunião', date: inDays(1) });
    const past = await newEvent({ title: 'Passado', date: inDays(5) });
    await t.db
      .update(events)
      .set({ date: new Date(Date.now() - 86_400_000) })
      .where(eqId(past.id));
    const hidden = await newEvent({ title: 'Cancelado', date: inDays(2) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${hidden.id}`,
      headers: { cookie: admin.cookie },
      payload: { isActive: false },
    });

    const seen: EventView[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({ url: `/api/events?limit=2${cursor ? `&cursor=${cursor}` : ''}` });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: EventView[]; nextCursor: string | null };
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(sooner.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(past.id);
    expect(ids).not.toContain(hidden.id);
    const dates = seen.map((e) => Date.parse(e.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);

    const pastRes = await t.app.inject({ url: '/api/events?when=past' });
    expect(pastRes.json().items.map((e: EventView) => e.id)).toContain(past.id);

    // A deactivated event is gone for members but still in the admin list.
    expect((await t.app.inject({ url: `/api/events/${hidden.id}` })).statusCode).toBe(404);
    const adminList = await t.app.inject({ url: '/api/admin/events?limit=50', headers: { cookie: admin.cookie } });
    expect(adminList.json().items.map((e: EventView) => e.id)).toContain(hidden.id);
    expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie: member.cookie } })).statusCode).toBe(403);
  });
});

describe('calendar file', () => {
  it('is a valid VCALENDAR with the time in Europe/Dublin', async () => {
    // 14 July 2027 18:30 UTC is 19:30 in Dublin (summer time).
    const ev = await newEvent({
      title: 'Futebol, churrasco; e mais',
      date: '2027-07-14T18:30:00Z',
      location: 'Dublin 8',
    });
    const res = await t.app.inject({ url: `/api/events/${ev.id}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(body).toContain('VERSION:2.0');
    expect(body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Dublin');
    expect(body).toContain('DTSTART;TZID=Europe/Dublin:20270714T193000');
    expect(body).toContain('DTEND;TZID=Europe/Dublin:20270714T213000');
    expect(body).toContain('SUMMARY:Futebol\\, churrasco\\; e mais');
    expect(body).toContain('LOCATION:Dublin 8');
    // Winter: 10 January 2027 18:30 UTC is 18:30 in Dublin.
    const winter = await newEvent({ date: '2027-01-10T18:30:00Z' });
    expect((await t.app.inject({ url: `/api/events/${winter.id}.ics` })).body).toContain(
      'DTSTART;TZID=Europe/Dublin:20270110T183000',
    );
    expect((await t.app.inject({ url: '/api/events/999999.ics' })).statusCode).toBe(404);
  });
});

const eqId = (id: number) => eq(events.id, id);
