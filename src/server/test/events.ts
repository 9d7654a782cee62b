import { expect } from 'vitest';
import type { EventView } from '../../contract/events.js';
import type { TestApp } from './app.js';

/** An ISO date `n` days from now. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** `POST /api/events` with `body` as `cookie`; the answer as it comes. */
export function createEventAs(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: body });
}

/** A valid event a week ahead, created as `cookie` (an admin); tests override one field at a time. */
export async function newEventAs(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<EventView> {
  const res = await createEventAs(t, cookie, {
    title: 'Pedal no Phoenix Park',
    location: 'Phoenix Park',
    date: inDays(7),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
