import { expect } from 'vitest';
import type { Message } from '../../contract/messages.js';
import type { TestApp } from './app.js';

export function send(t: TestApp, cookie: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/messages', headers: cookie ? { cookie } : {}, payload: body });
}

/** Sends and expects 201; answers the message. */
export async function sendOk(t: TestApp, cookie: string, body: Record<string, unknown>): Promise<Message> {
  const res = await send(t, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Message>();
}

export function call(t: TestApp, method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

/** Every message of GET `url` (one page), as the caller sees them. */
export async function listOf(t: TestApp, cookie: string, query = ''): Promise<{ items: Message[]; nextCursor: number | null }> {
  const res = await call(t, 'GET', `/api/messages${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const idsOf = async (t: TestApp, cookie: string, query = '') => (await listOf(t, cookie, query)).items.map((m) => m.id);
