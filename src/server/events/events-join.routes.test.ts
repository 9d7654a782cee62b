import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '../../contract/events.js';
import { sessions } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { newEventAs } from '../test/events.js';
import { events } from './events.tables.js';

// Joining and leaving an event: who may, once each way, never past the capacity.

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

const newEvent = (overrides: Record<string, unknown> = {}) => newEventAs(t, admin.cookie, overrides);
const eqId = (id: number) => eq(events.id, id);

/** Many members at once without paying argon2 for each: users and sessions written directly. */
async function quickMembers(n: number): Promise<string[]> {
  const repo = t.app.services.users;
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await repo.insert({
      email: `rapido.${i}.${randomBytes(3).toString('hex')}@teste.local`,
      password: 'x',
      firstName: 'Rápido',
      lastName: 'Teste',
      subscriptionStatus: 'active',
    });
    const sid = randomBytes(24).toString('base64url');
    await t.db.insert(sessions).values({ sid, sess: { userId: u!.id }, expire: new Date(Date.now() + 86_400_000) });
    cookies.push(`sid=${t.app.signCookie(sid)}`);
  }
  return cookies;
}

describe('joining and leaving', () => {
  it('needs a login (401) and an active subscription (403); admins are exempt', async () => {
    const ev = await newEvent();
    expect((await t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join` })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${ev.id}/join`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você precisa de uma assinatura ativa para participar de eventos.');
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/events/${ev.id}/join`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.json()).toEqual({ joined: true, currentParticipants: 1, waitlistPosition: null });
  });

  it('is idempotent both ways and shows joined to the member only', async () => {
    const ev = await newEvent();
    const join = () =>
      t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join`, headers: { cookie: subscriber.cookie } });
    const leave = () =>
      t.app.inject({ method: 'DELETE', url: `/api/events/${ev.id}/join`, headers: { cookie: subscriber.cookie } });
    expect((await join()).json()).toEqual({ joined: true, currentParticipants: 1, waitlistPosition: null });
    expect((await join()).json()).toEqual({ joined: true, currentParticipants: 1, waitlistPosition: null });
    const mine = await t.app.inject({ url: `/api/events/${ev.id}`, headers: { cookie: subscriber.cookie } });
    expect(mine.json().joined).toBe(true);
    expect((await t.app.inject({ url: `/api/events/${ev.id}` })).json().joined).toBe(false);
    const joinedOnly = await t.app.inject({
      url: '/api/events?joined=true&limit=50',
      headers: { cookie: subscriber.cookie },
    });
    expect(joinedOnly.json().items.map((e: EventView) => e.id)).toEqual([ev.id]);
    expect((await leave()).json()).toEqual({ joined: false, currentParticipants: 0, waitlistPosition: null });
    expect((await leave()).json()).toEqual({ joined: false, currentParticipants: 0, waitlistPosition: null });
  });

  it('refuses past and inactive events', async () => {
    const past = await newEvent();
    await t.db
      .update(events)
      .set({ date: new Date(Date.now() - 3_600_000) })
      .where(eqId(past.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${past.id}/join`,
      headers: { cookie: subscriber.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este evento já aconteceu.');
    const off = await newEvent();
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${off.id}`,
      headers: { cookie: admin.cookie },
      payload: { isActive: false },
    });
    const res2 = await t.app.inject({
      method: 'POST',
      url: `/api/events/${off.id}/join`,
      headers: { cookie: subscriber.cookie },
    });
    expect(res2.statusCode).toBe(404);
  });

  it('never goes over capacity: 200 concurrent joins to a 50-place event give exactly 50', async () => {
    const ev = await newEvent({ maxParticipants: 50 });
    const cookies = await quickMembers(200);
    const results = await Promise.all(
      cookies.map((cookie) => t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join`, headers: { cookie } })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Este evento está esgotado.');
    const after = await t.app.inject({ url: `/api/events/${ev.id}` });
    expect(after.json().currentParticipants).toBe(50);
    const people = await t.app.inject({
      url: `/api/admin/events/${ev.id}/participants`,
      headers: { cookie: admin.cookie },
    });
    expect(people.json()).toHaveLength(50);
    expect(Object.keys(people.json()[0]).sort()).toEqual([
      'displayName',
      'firstName',
      'joinedAt',
      'lastName',
      'memberNumber',
      'userId',
    ]);
  }, 60_000);

  it('issue 34: concurrent leaves, waitlist joins and leaves keep the capacity exact and the line in order', async () => {
    const ev = await newEvent({ maxParticipants: 10 });
    const [ins, line, newcomers, late] = [
      await quickMembers(10),
      await quickMembers(20),
      await quickMembers(10),
      await quickMembers(10),
    ];
    const go = (method: 'POST' | 'DELETE', path: string, cookie: string) =>
      t.app.inject({ method, url: `/api/events/${ev.id}/${path}`, headers: { cookie } });
    for (const c of ins) expect((await go('POST', 'join', c)).statusCode).toBe(200);
    // In line in this order: the first ten will get the ten places freed below.
    for (const [i, c] of line.entries()) expect((await go('POST', 'waitlist', c)).json().waitlistPosition).toBe(i + 1);
    const me = async (cookie: string): Promise<EventView> =>
      (await t.app.inject({ url: `/api/events/${ev.id}`, headers: { cookie } })).json();

    // All at once: the ten leave, ten newcomers queue, ten more try to join directly, the last five in line give up.
    const results = await Promise.all([
      ...ins.map((c) => go('DELETE', 'join', c)),
      ...newcomers.map((c) => go('POST', 'waitlist', c)),
      ...late.map((c) => go('POST', 'join', c)),
      ...line.slice(15).map((c) => go('DELETE', 'waitlist', c)),
    ]);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    // A direct join never takes a place freed while members wait.
    expect(results.slice(20, 30).map((r) => r.statusCode)).toEqual(Array(10).fill(409));

    const [row] = await t.db.select().from(events).where(eqId(ev.id));
    expect(row!.currentParticipants).toBe(10);
    const people = await t.app.inject({
      url: `/api/admin/events/${ev.id}/participants`,
      headers: { cookie: admin.cookie },
    });
    expect(people.json()).toHaveLength(10);
    for (const c of line.slice(0, 10)) expect(await me(c)).toMatchObject({ joined: true, waitlistPosition: null });
    for (const [i, c] of line.slice(10, 15).entries()) expect((await me(c)).waitlistPosition).toBe(i + 1);
    for (const c of [...line.slice(15), ...ins, ...late]) {
      expect(await me(c)).toMatchObject({ joined: false, waitlistPosition: null });
    }
    const behind = (await Promise.all(newcomers.map(me))).map((e) => e.waitlistPosition).sort((a, b) => a! - b!);
    expect(behind).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  }, 90_000);

  it('refuses lowering maxParticipants below the current count', async () => {
    const ev = await newEvent({ maxParticipants: 5 });
    await t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join`, headers: { cookie: subscriber.cookie } });
    await t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join`, headers: { cookie: admin.cookie } });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${ev.id}`,
      headers: { cookie: admin.cookie },
      payload: { maxParticipants: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'O número máximo de participantes não pode ser menor que o número atual de inscritos (2).',
    );
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${ev.id}`,
      headers: { cookie: admin.cookie },
      payload: { maxParticipants: 2, title: 'Novo título' },
    });
    expect(ok.json()).toMatchObject({ maxParticipants: 2, title: 'Novo título', currentParticipants: 2 });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/events/${ev.id}`,
          headers: { cookie: subscriber.cookie },
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
