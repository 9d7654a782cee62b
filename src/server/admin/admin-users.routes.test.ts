import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminUser,
  type AdminUserDetails,
  type AdminUserPage,
  adminMessages,
} from '../../contract/admin-users.js';
import { authMessages } from '../../contract/auth.js';
import {
  accountRentals,
  eventParticipants,
  events,
  marketplaceItems,
  messages,
  sessions,
  users,
} from '../db/schema.js';
import { auditOf, call, setUser, userRow, word } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';
import { PLANTED_STRIPE_CUSTOMER, plantStripeIds } from '../test/secrets.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let superAdmin: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, admin] = await Promise.all([createMember(t, { superAdmin: true }), createMember(t, { admin: true })]);
});
afterAll(() => t.close());

const named = (w: string, extra: Parameters<typeof createMember>[1] = {}) =>
  createMember(t, { ...extra, register: { firstName: 'João', lastName: `Silva ${w}`, ...extra.register } });
const list = async (query: string, cookie = admin.cookie) => {
  const res = await call(t, 'GET', `/api/admin/users?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserPage>();
};
const sessionCount = async (userId: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(sessions)
        .where(sql`(${sessions.sess}->>'userId') = ${String(userId)}`)
    )[0]?.n,
  );
const me = (cookie: string) => call(t, 'GET', '/api/user', cookie);

describe('GET /api/admin/users', () => {
  it('finds by email, name (any case, any accents) and member number', async () => {
    const w = word();
    const a = await named(w, { register: { firstName: 'Conceição', email: `Maria.${w}@Teste.local` } });
    const b = await named(w);
    const ids = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items.map((u) => u.id);
    expect(await ids(`MARIA.${w.toUpperCase()}`)).toEqual([a.user.id]);
    expect(await ids(`conceicao silva ${w}`)).toEqual([a.user.id]);
    expect(await ids(`SILVA ${w}`)).toEqual([b.user.id, a.user.id]);
    expect(await ids(b.user.memberNumber.toLowerCase())).toEqual([b.user.id]);
    // LIKE wildcards are taken literally.
    expect(await ids('%')).toEqual([]);
  });

  it('filters by status: active, inactive, subscribed (in force only), admin', async () => {
    const w = word();
    const plain = await named(w);
    const off = await named(w);
    const sub = await named(w, { subscriber: true });
    const ended = await named(w, { subscriber: true });
    const adm = await named(w, { admin: true });
    await setUser(t, off.user.id, { isActive: false });
    await setUser(t, ended.user.id, { subscriptionEnd: new Date(Date.now() - 60_000) });
    const ids = async (status: string) => (await list(`q=${w}&status=${status}`)).items.map((u) => u.id).sort();
    const sorted = (...m: Member[]) => m.map((x) => x.user.id).sort();
    expect(await ids('all')).toEqual(sorted(plain, off, sub, ended, adm));
    expect(await ids('active')).toEqual(sorted(plain, sub, ended, adm));
    expect(await ids('inactive')).toEqual(sorted(off));
    expect(await ids('subscribed')).toEqual(sorted(sub));
    expect(await ids('admin')).toEqual(sorted(adm));
    const rows = (await list(`q=${w}`)).items;
    expect(rows.find((u) => u.id === ended.user.id)?.subscriptionStatus).toBe('inactive');
    expect(rows.find((u) => u.id === sub.user.id)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionSource: 'admin',
    });
  });

  it('pages newest first with a keyset cursor and a total; rows carry no secrets', async () => {
    const w = word();
    const made: Member[] = [];
    for (let i = 0; i < 5; i++) made.push(await named(w));
    await plantStripeIds(t.db, made[0]!.user.id);
    const seen: AdminUser[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const page: AdminUserPage = await list(`q=${w}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(5);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((u) => u.id)).toEqual(made.map((m) => m.user.id).reverse());
    const res = await call(t, 'GET', `/api/admin/users?q=${w}`, admin.cookie);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain(PLANTED_STRIPE_CUSTOMER);
    expect(Object.keys(seen[0]!).sort()).toEqual(
      [
        'createdAt',
        'displayName',
        'email',
        'firstName',
        'id',
        'isActive',
        'isAdmin',
        'isSuperAdmin',
        'lastName',
        'memberNumber',
        'memberSince',
        'phone',
        'profileImageUrl',
        'subscriptionEnd',
        'subscriptionSource',
        'subscriptionStatus',
      ].sort(),
    );
  });

  it('refuses an unknown status filter', async () => {
    expect((await call(t, 'GET', '/api/admin/users?status=banned', admin.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/{id}/details', () => {
  it('lists the user’s items, rentals, participations, message metadata (no content) and audit trail', async () => {
    const w = word();
    const u = await named(w);
    const other = await named(w);
    const [item] = await t.db
      .insert(marketplaceItems)
      .values({
        listingNumber: `D${w.slice(2, 9)}`,
        title: 'Capacete',
        description: 'Novo',
        type: 'venda',
        whatsapp: '0831234567',
        sellerId: u.user.id,
      })
      .returning();
    const [rental] = await t.db
      .insert(accountRentals)
      .values({
        appName: 'Deliveroo',
        accountType: 'bike',
        weeklyPrice: '80.00',
        whatsapp: '0831234567',
        ownerId: u.user.id,
      })
      .returning();
    const [ev] = await t.db
      .insert(events)
      .values({ title: 'Churrasco', location: 'Phoenix Park', date: new Date(Date.now() + 86_400_000) })
      .returning();
    await t.db.insert(eventParticipants).values({ eventId: ev!.id, userId: u.user.id });
    const [sent] = await t.db
      .insert(messages)
      .values({ senderId: u.user.id, receiverId: other.user.id, content: 'SEGREDO-ENVIADO' })
      .returning();
    const [got] = await t.db
      .insert(messages)
      .values({ senderId: other.user.id, receiverId: u.user.id, content: 'SEGREDO-RECEBIDO', isRead: true })
      .returning();
    expect(
      (await call(t, 'POST', `/api/admin/users/${u.user.id}/grant-month-subscription`, admin.cookie)).statusCode,
    ).toBe(200);

    const res = await call(t, 'GET', `/api/admin/users/${u.user.id}/details`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('SEGREDO');
    expect(res.body).not.toContain('$argon2');
    const d = res.json<AdminUserDetails>();
    expect(d.user).toMatchObject({
      id: u.user.id,
      email: u.email,
      subscriptionStatus: 'active',
      subscriptionSource: 'grant',
    });
    expect(d.marketplaceItems).toEqual([
      {
        id: item!.id,
        title: 'Capacete',
        approvalStatus: 'pending',
        status: 'active',
        createdAt: item!.createdAt.toISOString(),
      },
    ]);
    expect(d.accountRentals).toEqual([
      {
        id: rental!.id,
        appName: 'Deliveroo',
        status: 'active',
        approvalStatus: 'pending',
        createdAt: rental!.createdAt.toISOString(),
      },
    ]);
    expect(d.eventParticipations).toEqual([
      expect.objectContaining({
        eventId: ev!.id,
        title: 'Churrasco',
        location: 'Phoenix Park',
        date: ev!.date.toISOString(),
      }),
    ]);
    expect(d.messages).toEqual([
      { id: got!.id, createdAt: got!.createdAt.toISOString(), isRead: true, direction: 'received' },
      { id: sent!.id, createdAt: sent!.createdAt.toISOString(), isRead: false, direction: 'sent' },
    ]);
    expect(d.counts).toEqual({ marketplaceItems: 1, accountRentals: 1, eventParticipations: 1, messages: 2 });
    expect(d.auditLog).toEqual([
      expect.objectContaining({
        action: 'user.grant-month',
        actorId: admin.user.id,
        actorMemberNumber: admin.user.memberNumber,
        targetType: 'user',
        targetId: String(u.user.id),
      }),
    ]);
  });

  it('is 404 for an unknown user', async () => {
    const res = await call(t, 'GET', '/api/admin/users/999999/details', admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: adminMessages.userNotFound });
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  it('deactivation ends every session of the user at once; reactivation lets them log in again', async () => {
    const u = await named(word());
    const second = await injectWithLogin(t.app, u.email, u.password);
    expect(await sessionCount(u.user.id)).toBe(2);
    const res = await call(t, 'PATCH', `/api/admin/users/${u.user.id}/status`, admin.cookie, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.user.id, isActive: false });
    // Gone from the table right away, before the user makes any request.
    expect(await sessionCount(u.user.id)).toBe(0);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const login = await call(t, 'POST', '/api/login', undefined, { email: u.email, password: u.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: authMessages.inactiveAccount });

    expect(
      (await call(t, 'PATCH', `/api/admin/users/${u.user.id}/status`, admin.cookie, { isActive: true })).statusCode,
    ).toBe(200);
    expect((await me(await injectWithLogin(t.app, u.email, u.password))).statusCode).toBe(200);
    expect((await auditOf(t, 'user', u.user.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['user.deactivate', admin.user.id],
      ['user.activate', admin.user.id],
    ]);
  });

  it.each([
    ['an admin deactivating themselves', () => admin, () => admin.user.id, adminMessages.cannotDeactivateSelf],
    [
      'a super admin deactivating themselves',
      () => superAdmin,
      () => superAdmin.user.id,
      adminMessages.cannotDeactivateSelf,
    ],
  ])('refuses %s', async (_case, actor, targetId, message) => {
    const res = await call(t, 'PATCH', `/api/admin/users/${targetId()}/status`, actor().cookie, { isActive: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message });
    expect((await userRow(t, targetId()))?.isActive).toBe(true);
  });

  it('only a super admin deactivates an admin; nobody deactivates another super admin', async () => {
    const otherAdmin = await named(word(), { admin: true });
    const otherSuper = await named(word(), { superAdmin: true });
    const byAdmin = await call(t, 'PATCH', `/api/admin/users/${otherAdmin.user.id}/status`, admin.cookie, {
      isActive: false,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ message: adminMessages.cannotChangeAdmin });
    expect((await userRow(t, otherAdmin.user.id))?.isActive).toBe(true);
    expect((await me(otherAdmin.cookie)).statusCode).toBe(200);

    const superOnSuper = await call(t, 'PATCH', `/api/admin/users/${otherSuper.user.id}/status`, superAdmin.cookie, {
      isActive: false,
    });
    expect(superOnSuper.statusCode).toBe(403);
    expect(superOnSuper.json()).toMatchObject({ message: adminMessages.cannotChangeSuperAdmin });
    expect((await userRow(t, otherSuper.user.id))?.isActive).toBe(true);

    const bySuper = await call(t, 'PATCH', `/api/admin/users/${otherAdmin.user.id}/status`, superAdmin.cookie, {
      isActive: false,
    });
    expect(bySuper.statusCode).toBe(200);
    expect((await me(otherAdmin.cookie)).statusCode).toBe(401);
    expect((await auditOf(t, 'user', otherAdmin.user.id)).map((a) => a.action)).toEqual(['user.deactivate']);
  });

  it('refuses a body without a boolean isActive and an unknown user', async () => {
    const u = await named(word());
    expect(
      (await call(t, 'PATCH', `/api/admin/users/${u.user.id}/status`, admin.cookie, { isActive: 'no' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'PATCH', '/api/admin/users/999999/status', admin.cookie, { isActive: false })).statusCode,
    ).toBe(404);
    expect((await userRow(t, u.user.id))?.isActive).toBe(true);
  });
});

describe('POST /api/admin/users/{id}/make-admin', () => {
  it('promotes once (the new admin reaches the panel), then answers 409', async () => {
    const u = await named(word());
    expect((await call(t, 'GET', '/api/admin/stats', u.cookie)).statusCode).toBe(403);
    const res = await call(t, 'POST', `/api/admin/users/${u.user.id}/make-admin`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: adminMessages.madeAdmin,
      user: { isAdmin: true, isSuperAdmin: false },
    });
    expect((await call(t, 'GET', '/api/admin/stats', u.cookie)).statusCode).toBe(200);
    const again = await call(t, 'POST', `/api/admin/users/${u.user.id}/make-admin`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: adminMessages.alreadyAdmin });
    expect((await auditOf(t, 'user', u.user.id)).map((a) => a.action)).toEqual(['user.make-admin']);
  });
});

describe('POST /api/admin/users/{id}/change-password', () => {
  it('sets the password and ends the user’s sessions; only the new password works', async () => {
    const u = await named(word());
    const res = await call(t, 'POST', `/api/admin/users/${u.user.id}/change-password`, admin.cookie, {
      password: 'trocada-123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(adminMessages.passwordChanged);
    expect(res.body).not.toContain('$argon2');
    expect(await sessionCount(u.user.id)).toBe(0);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/login', undefined, { email: u.email, password: u.password })).statusCode).toBe(
      401,
    );
    expect((await me(await injectWithLogin(t.app, u.email, 'trocada-123'))).statusCode).toBe(200);
    const audit = await auditOf(t, 'user', u.user.id);
    expect(audit.map((a) => a.action)).toEqual(['user.change-password']);
    expect(JSON.stringify(audit)).not.toContain('trocada-123');
  });

  it.each([
    ['empty', '', adminMessages.passwordRequired],
    ['5 characters', '12345', adminMessages.passwordMin],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const u = await named(word());
    const res = await call(t, 'POST', `/api/admin/users/${u.user.id}/change-password`, admin.cookie, { password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await me(u.cookie)).statusCode).toBe(200);
  });

  it('a plain admin cannot set another admin’s password; nobody sets another super admin’s', async () => {
    const otherAdmin = await named(word(), { admin: true });
    const otherSuper = await named(word(), { superAdmin: true });
    for (const [actor, target, message] of [
      [admin, otherAdmin, adminMessages.cannotChangeAdmin],
      [admin, otherSuper, adminMessages.cannotChangeSuperAdmin],
      [superAdmin, otherSuper, adminMessages.cannotChangeSuperAdmin],
    ] as const) {
      const res = await call(t, 'POST', `/api/admin/users/${target.user.id}/change-password`, actor.cookie, {
        password: 'tomada-123',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message });
      expect((await me(target.cookie)).statusCode).toBe(200);
    }
    expect(
      (
        await call(t, 'POST', `/api/admin/users/${otherAdmin.user.id}/change-password`, superAdmin.cookie, {
          password: 'nova-123',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(otherAdmin.cookie)).statusCode).toBe(401);
  });
});

describe('users list total', () => {
  it('counts every user matching the filter, over all pages', async () => {
    const page = await list('status=admin&limit=1');
    const [admins] = await t.db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
    expect(Number(admins?.n)).toBeGreaterThan(1);
    expect(page.total).toBe(Number(admins?.n));
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toBe(page.items[0]!.id);
  });
});
