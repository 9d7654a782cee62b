import { expect } from 'vitest';
import type { Notification, NotificationPage } from '../../contract/notifications.js';
import type { TestApp } from './app.js';

/** One page of the caller's notifications (GET /api/notifications`query`), expected 200. */
export async function notificationsOf(t: TestApp, cookie: string, query = ''): Promise<NotificationPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>();
}

/** The caller's newest notification of `type`, or undefined. */
export async function latestOf(t: TestApp, cookie: string, type: string): Promise<Notification | undefined> {
  return (await notificationsOf(t, cookie, '?limit=50')).items.find((n) => n.type === type);
}
