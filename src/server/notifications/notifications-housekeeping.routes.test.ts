import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

// Issue 29: the hourly maintenance drops read notifications older than 90 days, and only those.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY_MS = 86_400_000;

describe('the hourly maintenance', () => {
  it('deletes read notifications older than 90 days; unread ones and recent read ones stay', async () => {
    const m = await createMember(t, { subscriber: true });
    const { notifications: service } = t.app.services;
    const make = async (title: string) =>
      (await service.notify(t.db, m.user.id, 'event-changed', { data: { title }, targetId: 1 }))!;
    const oldRead = await make('velha lida');
    const oldUnread = await make('velha não lida');
    const recentRead = await make('recente lida');
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    await t.db
      .update(notifications)
      .set({ createdAt: ago(91), readAt: ago(90) })
      .where(eq(notifications.id, oldRead));
    await t.db
      .update(notifications)
      .set({ createdAt: ago(200) })
      .where(eq(notifications.id, oldUnread));
    await t.db
      .update(notifications)
      .set({ createdAt: ago(89), readAt: ago(1) })
      .where(eq(notifications.id, recentRead));

    expect(await t.app.runMaintenance()).toBe(true);
    const left = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, m.user.id))
      .orderBy(notifications.id);
    expect(left.map((r) => r.id)).toEqual([oldUnread, recentRead]);
  });
});
