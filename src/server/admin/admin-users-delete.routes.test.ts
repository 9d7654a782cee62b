import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUserDeleted, adminMessages } from '../../contract/admin-users.js';
import {
  accountRentals,
  eventParticipants,
  events,
  marketplaceItems,
  messages,
  safetyReports,
  sessions,
  users,
} from '../db/schema.js';
import { auditOf, call, userRow, word } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { rowsPointingTo } from '../test/deletion.js';
import { uploadImages } from '../test/marketplace.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let superAdmin: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, admin] = await Promise.all([createMember(t, { superAdmin: true }), createMember(t, { admin: true })]);
});
afterAll(() => t.close());

const del = (id: number, cookie: string) => call(t, 'DELETE', `/api/admin/users/${id}`, cookie);

describe('DELETE /api/admin/users/{id}: who may', () => {
  it.each([
    [
      'a plain admin (super admins only)',
      () => admin,
      async () => (await createMember(t)).user.id,
      adminMessages.deleteSuperAdminOnly,
    ],
    [
      'a super admin deleting themselves',
      () => superAdmin,
      async () => superAdmin.user.id,
      adminMessages.cannotDeleteSelf,
    ],
    [
      'a super admin deleting another super admin',
      () => superAdmin,
      async () => (await createMember(t, { superAdmin: true })).user.id,
      adminMessages.cannotDeleteSuperAdmin,
    ],
  ])('refuses %s with 403 and deletes nothing', async (_case, actor, targetId, message) => {
    const id = await targetId();
    const res = await del(id, actor().cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message });
    expect(await userRow(t, id)).toBeDefined();
    expect(await auditOf(t, 'user', id)).toEqual([]);
  });

  it('is 404 for an unknown user', async () => {
    expect((await del(999_999, superAdmin.cookie)).statusCode).toBe(404);
  });

  it('lets a super admin delete a plain admin', async () => {
    const other = await createMember(t, { admin: true });
    const res = await del(other.user.id, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(t, other.user.id)).toBeUndefined();
    expect((await call(t, 'GET', '/api/admin/stats', other.cookie)).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/users/{id}: the cascade', () => {
  it('removes items (and their images), rentals, participations (counters fixed), their inbox, sessions and the user; keeps sent messages and reports unlinked; nothing of others', async () => {
    const victim = await createMember(t, { subscriber: true });
    const bystander = await createMember(t, { subscriber: true });
    const third = await createMember(t);
    const [victimImage] = await uploadImages(t, victim.cookie, 1);
    const [otherImage] = await uploadImages(t, bystander.cookie, 1);
    const w = word();
    const item = (sellerId: number, imageUrls: string[], n: number) => ({
      listingNumber: `X${w.slice(2, 8)}${n}`,
      title: `Item ${w}`,
      description: 'Descrição',
      type: 'venda',
      whatsapp: '0831234567',
      sellerId,
      imageUrls,
      approvalStatus: 'approved',
    });
    await t.db
      .insert(marketplaceItems)
      .values([item(victim.user.id, [victimImage!], 1), item(bystander.user.id, [otherImage!], 2)]);
    const rental = { appName: 'Uber Eats', accountType: 'moto', weeklyPrice: '90.00', whatsapp: '0831234567' };
    await t.db.insert(accountRentals).values([
      { ...rental, ownerId: victim.user.id },
      { ...rental, ownerId: bystander.user.id },
    ]);
    const future = new Date(Date.now() + 7 * 86_400_000);
    const evs = await t.db
      .insert(events)
      .values([
        { title: `A ${w}`, date: future, currentParticipants: 2 },
        { title: `B ${w}`, date: future, currentParticipants: 2 },
        { title: `C ${w}`, date: future, currentParticipants: 1 },
      ])
      .returning();
    const [a, b, c] = evs as [typeof events.$inferSelect, typeof events.$inferSelect, typeof events.$inferSelect];
    await t.db.insert(eventParticipants).values([
      { eventId: a.id, userId: victim.user.id },
      { eventId: a.id, userId: bystander.user.id },
      { eventId: b.id, userId: victim.user.id },
      { eventId: b.id, userId: third.user.id },
      { eventId: c.id, userId: bystander.user.id },
    ]);
    await t.db.insert(messages).values([
      { senderId: victim.user.id, receiverId: bystander.user.id, content: 'oi' },
      { senderId: bystander.user.id, receiverId: victim.user.id, content: 'olá' },
      { senderId: bystander.user.id, receiverId: third.user.id, content: 'fica' },
    ]);
    const report = {
      area: 'Dublin',
      description: 'Roubo',
      incidentType: 'roubo',
      incidentTime: '21:00',
      latitude: 53.35,
      longitude: -6.26,
    };
    const [victimReport, otherReport] = await t.db
      .insert(safetyReports)
      .values([
        { ...report, reportedById: victim.user.id },
        { ...report, reportedById: bystander.user.id },
      ])
      .returning();
    expect((await call(t, 'GET', victimImage!)).statusCode).toBe(200);
    // Issue 29: a notification of theirs goes with them; the bystander's stays.
    const { notifications } = t.app.services;
    await notifications.notify(t.db, victim.user.id, 'event-changed', { data: { title: a.title }, targetId: a.id });
    await notifications.notify(t.db, bystander.user.id, 'event-changed', { data: { title: a.title }, targetId: a.id });

    const res = await del(victim.user.id, superAdmin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDeleted>()).toEqual({
      message: adminMessages.deleted,
      removed: {
        marketplaceItems: 1,
        accountRentals: 1,
        eventParticipations: 2,
        eventWaitlist: 0,
        alertZones: 0,
        messages: 1,
        notifications: 1,
        sessions: 1,
        uploads: 1,
      },
      kept: { messages: 1, safetyReports: 1 },
    });

    const v = victim.user.id;
    expect(await userRow(t, v)).toBeUndefined();
    // Decision 023: the same deletion as 'Excluir minha conta', no foreign key of any table left on the user.
    expect(await rowsPointingTo(t, v)).toEqual({});
    expect(await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, v))).toEqual([]);
    expect(
      (
        await t.db
          .select()
          .from(marketplaceItems)
          .where(sql`${marketplaceItems.title} = ${`Item ${w}`}`)
      ).map((i) => i.sellerId),
    ).toEqual([bystander.user.id]);
    expect(
      (
        await t.db
          .select()
          .from(accountRentals)
          .where(or(eq(accountRentals.ownerId, v), eq(accountRentals.ownerId, bystander.user.id)))
      ).map((r) => r.ownerId),
    ).toEqual([bystander.user.id]);
    expect(await t.db.select().from(eventParticipants).where(eq(eventParticipants.userId, v))).toEqual([]);
    const counters = await t.db
      .select({ id: events.id, n: events.currentParticipants })
      .from(events)
      .where(inArray(events.id, [a.id, b.id, c.id]))
      .orderBy(events.id);
    expect(counters.map((e) => e.n)).toEqual([1, 1, 1]);
    expect(
      await t.db
        .select()
        .from(eventParticipants)
        .where(inArray(eventParticipants.eventId, [a.id, b.id, c.id])),
    ).toHaveLength(3);
    const left = await t.db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, bystander.user.id), eq(messages.receiverId, bystander.user.id)));
    expect(left.map((m) => [m.content, m.senderId]).sort()).toEqual([
      ['fica', bystander.user.id],
      ['oi', null],
    ]);
    const reports = await t.db
      .select()
      .from(safetyReports)
      .where(inArray(safetyReports.id, [victimReport!.id, otherReport!.id]))
      .orderBy(safetyReports.id);
    expect(reports.map((r) => r.reportedById)).toEqual([null, bystander.user.id]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`(${sessions.sess}->>'userId') = ${String(v)}`),
    ).toEqual([]);
    expect((await call(t, 'GET', '/api/user', victim.cookie)).statusCode).toBe(401);
    // The victim's image objects go; the bystander's stay.
    expect((await call(t, 'GET', victimImage!)).statusCode).toBe(404);
    expect((await call(t, 'GET', otherImage!)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', bystander.cookie)).statusCode).toBe(200);

    const audit = await auditOf(t, 'user', v);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.delete',
      actorId: superAdmin.user.id,
      details: { email: victim.email },
    });
  });

  it('rolls back everything when the user turned super admin in between (the final delete matches nothing)', async () => {
    const victim = await createMember(t);
    const report = {
      area: 'Dublin',
      description: 'x',
      incidentType: 'outros',
      incidentTime: '10:00',
      latitude: 53.3,
      longitude: -6.2,
    };
    await t.db.insert(safetyReports).values({ ...report, reportedById: victim.user.id });
    // Simulates a promotion landing between the permission check and the delete statement.
    await t.db.execute(sql`create or replace function zz_promote() returns trigger language plpgsql as $$
      begin update users set is_super_admin = true where id = old.reported_by_id; return new; end $$`);
    await t.db.execute(
      sql`create trigger zz_promote after update on safety_reports for each row execute function zz_promote()`,
    );
    try {
      const res = await del(victim.user.id, superAdmin.cookie);
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.execute(sql`drop trigger zz_promote on safety_reports`);
    }
    expect(await userRow(t, victim.user.id)).toMatchObject({ isSuperAdmin: false });
    expect(await t.db.select().from(safetyReports).where(eq(safetyReports.reportedById, victim.user.id))).toHaveLength(
      1,
    );
    expect((await call(t, 'GET', '/api/user', victim.cookie)).statusCode).toBe(200);
    expect(await auditOf(t, 'user', victim.user.id)).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, victim.user.id))).toHaveLength(1);
  });
});
