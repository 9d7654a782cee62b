import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminUser,
  type AdminUserDetails,
  type AdminUserPage,
  adminMessages,
} from '../../contract/admin-users.js';
import { accountRentals, eventParticipants, events, marketplaceItems, messages, users } from '../db/schema.js';
import { call, setUser, word } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { PLANTED_STRIPE_CUSTOMER, plantStripeIds } from '../test/secrets.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  // A super administrator too: the lists and the total hold both kinds of administrator.
  [, admin] = await Promise.all([createMember(t, { superAdmin: true }), createMember(t, { admin: true })]);
});
afterAll(() => t.close());

// Finding users: the admin list (search, filters, keyset pages, total) and a user's details.

const named = (w: string, extra: Parameters<typeof createMember>[1] = {}) =>
  createMember(t, { ...extra, register: { firstName: 'João', lastName: `Silva ${w}`, ...extra.register } });
const list = async (query: string, cookie = admin.cookie) => {
  const res = await call(t, 'GET', `/api/admin/users?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserPage>();
};

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
