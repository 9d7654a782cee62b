import { expect } from 'vitest';
import type { Message } from '../../contract/messages.js';
import { messages } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from './app.js';
import { uploadImages } from './marketplace.js';

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
export async function listOf(
  t: TestApp,
  cookie: string,
  query = '',
): Promise<{ items: Message[]; nextCursor: number | null }> {
  const res = await call(t, 'GET', `/api/messages${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const idsOf = async (t: TestApp, cookie: string, query = '') =>
  (await listOf(t, cookie, query)).items.map((m) => m.id);

type Member = Awaited<ReturnType<typeof createMember>>;

/** The cast of the message tests: an admin, a seller with one uploaded image, two subscribers, a member without one. */
export async function messagesCast() {
  // Every sender here writes far more than 20 a minute; the limits have their own file.
  const t = await createTestApp({ env: { MESSAGE_MAX_PER_MINUTE: '100000', MESSAGE_MAX_PER_DAY: '100000' } });
  const [admin, seller, buyer, outsider, member] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true, register: { firstName: 'Sérgio', lastName: 'Vendedor' } }),
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
  const images = await uploadImages(t, seller.cookie, 1);
  return { t, admin, seller, buyer, outsider, member: member as Member, images };
}

/** What the database holds for one member, without what they deleted. */
export async function boxCounts(t: TestApp, userId: number) {
  const all = await t.db.select().from(messages);
  return {
    sent: all.filter((m) => m.senderId === userId && !m.deletedBySender).length,
    received: all.filter((m) => m.receiverId === userId && !m.deletedByReceiver).length,
  };
}
