import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../contract/admin-users.js';
import { authMessages } from '../../contract/auth.js';
import { sessions } from '../db/schema.js';
import { auditOf, call, userRow, word } from '../test/admin.js';
import { createMember, createTestApp, injectWithLogin, type TestApp } from '../test/app.js';

// Who may get in: an admin deactivates or reactivates a user, promotes a member, sets a password.

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
