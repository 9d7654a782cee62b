import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserResult } from '../../contract/admin-users.js';
import { subscriptionMessages } from '../../contract/subscriptions.js';
import type { CurrentUser } from '../../contract/users.js';
import { events } from '../db/schema.js';
import { auditOf, call, setUser, userRow } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { addCalendarMonths } from './subscriptions.service.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
});
afterAll(() => t.close());

const grant = (id: number) => call(t, 'POST', `/api/admin/users/${id}/grant-month-subscription`, admin.cookie);
const activate = (id: number) => call(t, 'POST', `/api/admin/users/${id}/activate-subscription`, admin.cookie);
const me = async (cookie: string) => (await call(t, 'GET', '/api/user', cookie)).json<CurrentUser>();
const DAY = 86_400_000;

async function newEvent() {
  const [ev] = await t.db
    .insert(events)
    .values({ title: 'Encontro', date: new Date(Date.now() + 7 * DAY) })
    .returning();
  return ev!.id;
}
const join = (id: number, cookie: string) => call(t, 'POST', `/api/events/${id}/join`, cookie);

describe('grant-month-subscription', () => {
  it('gives an inactive member now + 1 calendar month (source grant); they can use member features at once', async () => {
    const m = await createMember(t);
    const ev = await newEvent();
    expect((await join(ev, m.cookie)).statusCode).toBe(403);
    const before = new Date();
    const res = await grant(m.user.id);
    const after = new Date();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminUserResult>();
    expect(body.message).toBe(subscriptionMessages.granted);
    expect(body.user).toMatchObject({ subscriptionStatus: 'active', subscriptionSource: 'grant' });
    const end = new Date(body.user.subscriptionEnd!).getTime();
    expect(end).toBeGreaterThanOrEqual(addCalendarMonths(before, 1).getTime() - 1000);
    expect(end).toBeLessThanOrEqual(addCalendarMonths(after, 1).getTime() + 1000);
    expect((await me(m.cookie)).subscriptionStatus).toBe('active');
    expect((await join(ev, m.cookie)).statusCode).toBe(200);
  });

  it('extends an active subscription from its current end (end in 10 days → end + 1 month)', async () => {
    const m = await createMember(t);
    const end = new Date(Date.now() + 10 * DAY);
    await setUser(t, m.user.id, { subscriptionStatus: 'active', subscriptionSource: 'grant', subscriptionEnd: end });
    const res = await grant(m.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserResult>().user.subscriptionEnd).toBe(addCalendarMonths(end, 1).toISOString());
    expect((await userRow(t, m.user.id))?.subscriptionEnd?.toISOString()).toBe(addCalendarMonths(end, 1).toISOString());
  });

  it('counts calendar months in UTC: 31 January 23:30 UTC + 1 month = 28 February 23:30 UTC', async () => {
    const m = await createMember(t);
    let year = new Date().getUTCFullYear() + 2;
    if (year % 4 === 0) year += 1; // a non-leap year: February has 28 days
    await setUser(t, m.user.id, {
      subscriptionStatus: 'active',
      subscriptionSource: 'admin',
      subscriptionEnd: new Date(`${year}-01-31T23:30:00Z`),
    });
    const res = await grant(m.user.id);
    expect(res.json<AdminUserResult>().user.subscriptionEnd).toBe(new Date(`${year}-02-28T23:30:00Z`).toISOString());
  });

  it('starts from now when the previous subscription has ended', async () => {
    const m = await createMember(t);
    await setUser(t, m.user.id, {
      subscriptionStatus: 'active',
      subscriptionSource: 'stripe',
      subscriptionEnd: new Date(Date.now() - 20 * DAY),
    });
    const before = new Date();
    const res = await grant(m.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const end = new Date(res.json<AdminUserResult>().user.subscriptionEnd!).getTime();
    expect(end).toBeGreaterThanOrEqual(addCalendarMonths(before, 1).getTime() - 1000);
    expect(res.json<AdminUserResult>().user.subscriptionSource).toBe('grant');
  });

  it('two grants at the same time add two months (no lost update)', async () => {
    const m = await createMember(t);
    const end = new Date(Date.now() + 5 * DAY);
    await setUser(t, m.user.id, { subscriptionStatus: 'active', subscriptionSource: 'grant', subscriptionEnd: end });
    const answers = await Promise.all([grant(m.user.id), grant(m.user.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await userRow(t, m.user.id))?.subscriptionEnd?.toISOString()).toBe(
      addCalendarMonths(addCalendarMonths(end, 1), 1).toISOString(),
    );
    expect((await auditOf(t, 'user', m.user.id)).map((a) => a.action)).toEqual([
      'user.grant-month',
      'user.grant-month',
    ]);
  });

  it.each([
    [
      'a paid subscription in force',
      { subscriptionSource: 'stripe', subscriptionEnd: new Date(Date.now() + 9 * DAY) },
      subscriptionMessages.paidActive,
    ],
    [
      'an open-ended subscription',
      { subscriptionSource: 'admin', subscriptionEnd: null },
      subscriptionMessages.openEnded,
    ],
  ])('refuses (409) to overwrite %s and records nothing', async (_case, state, message) => {
    const m = await createMember(t);
    await setUser(t, m.user.id, { subscriptionStatus: 'active', ...state });
    for (const res of [await grant(m.user.id), await activate(m.user.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await userRow(t, m.user.id)).toMatchObject({ subscriptionStatus: 'active', ...state });
    expect(await auditOf(t, 'user', m.user.id)).toEqual([]);
  });

  it('is 404 for an unknown user', async () => {
    expect((await grant(999_999)).statusCode).toBe(404);
    expect((await activate(999_999)).statusCode).toBe(404);
  });
});

describe('activate-subscription', () => {
  it('activates for 12 calendar months (source admin) from now, or from the current end; audited with both ends', async () => {
    const m = await createMember(t);
    const before = new Date();
    const first = await activate(m.user.id);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<AdminUserResult>();
    expect(body.message).toBe(subscriptionMessages.activated);
    expect(body.user).toMatchObject({ subscriptionStatus: 'active', subscriptionSource: 'admin' });
    const end1 = new Date(body.user.subscriptionEnd!);
    expect(end1.getTime()).toBeGreaterThanOrEqual(addCalendarMonths(before, 12).getTime() - 1000);
    expect(end1.getTime()).toBeLessThanOrEqual(addCalendarMonths(new Date(), 12).getTime() + 1000);

    const second = await grant(m.user.id);
    expect(second.json<AdminUserResult>().user.subscriptionEnd).toBe(addCalendarMonths(end1, 1).toISOString());
    const audit = await auditOf(t, 'user', m.user.id);
    expect(audit.map((a) => a.action)).toEqual(['user.activate-subscription', 'user.grant-month']);
    expect(audit[0]?.details).toEqual({ previousEnd: null, newEnd: end1.toISOString() });
    expect(audit[1]?.details).toEqual({
      previousEnd: end1.toISOString(),
      newEnd: addCalendarMonths(end1, 1).toISOString(),
    });
  });
});

describe('expiry', () => {
  it('a member whose end has passed is inactive everywhere at once: /api/user, event join, admin list', async () => {
    const m = await createMember(t, { subscriber: true });
    const ev = await newEvent();
    expect((await me(m.cookie)).subscriptionStatus).toBe('active');
    await setUser(t, m.user.id, { subscriptionEnd: new Date(Date.now() - 1000) });
    expect((await me(m.cookie)).subscriptionStatus).toBe('inactive');
    expect((await join(ev, m.cookie)).statusCode).toBe(403);
    const list = await call(t, 'GET', `/api/admin/users?q=${m.user.memberNumber}`, admin.cookie);
    expect(list.json().items[0]).toMatchObject({ id: m.user.id, subscriptionStatus: 'inactive' });
    const subscribed = await call(
      t,
      'GET',
      `/api/admin/users?q=${m.user.memberNumber}&status=subscribed`,
      admin.cookie,
    );
    expect(subscribed.json().items).toEqual([]);
  });
});
