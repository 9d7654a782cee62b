import { expect } from 'vitest';
import type { NotificationPreferences } from '../../contract/notifications-push.js';
import { call } from './admin.js';
import { createMember, type TestApp } from './app.js';
import type { FakePush, FakeSubscription } from './fake-push.js';

export type PushMember = Awaited<ReturnType<typeof createMember>> & { sub: FakeSubscription; id: string };

/** Subscribes this browser (POST /api/push/subscriptions), expected 200. */
export async function subscribe(t: TestApp, cookie: string, sub: FakeSubscription) {
  const res = await call(t, 'POST', '/api/push/subscriptions', cookie, sub);
  expect(res.statusCode, res.body).toBe(200);
}

export async function savePreferences(t: TestApp, cookie: string, prefs: NotificationPreferences) {
  const res = await call(t, 'PUT', '/api/notifications/preferences', cookie, prefs);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A subscribed member with one browser on the fake push service; quiet hours off unless `quiet`. */
export async function pushMember(
  t: TestApp,
  fake: FakePush,
  opts: { firstName?: string; lastName?: string; quiet?: NotificationPreferences['quietHours'] } = {},
): Promise<PushMember> {
  const m = await createMember(t, {
    subscriber: true,
    register: { firstName: opts.firstName ?? 'Bruno', lastName: opts.lastName ?? 'Entregador' },
  });
  const sub = fake.subscription();
  await subscribe(t, m.cookie, sub);
  await savePreferences(t, m.cookie, {
    pushOff: [],
    quietHours: opts.quiet ?? { enabled: false, start: '23:00', end: '07:00' },
  });
  return { ...m, sub, id: sub.endpoint.split('/').pop()! };
}

/** One round of the deliveries job at `at` (later times stand for the waits). */
export const deliver = (t: TestApp, at?: Date) => t.app.services.push.deliverDue(at);
