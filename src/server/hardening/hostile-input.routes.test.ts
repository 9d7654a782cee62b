import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { pngBytes } from '../test/marketplace.js';
import { multipartBody } from '../test/multipart.js';

// Issue 14, hole 4: inputs that used to answer 500. Each must be a 4xx with a pt-BR message, and
// the fix lives in the shared layer (schemas, error handler, multipart), so new endpoints inherit it.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let subscriber: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, subscriber] = await Promise.all([createMember(t, { admin: true }), createMember(t, { subscriber: true })]);
});
afterAll(() => t.close());

type Req = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  cookie?: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
async function answer(r: Req) {
  const res = await t.app.inject({
    method: r.method,
    url: r.url,
    payload: r.payload as never,
    headers: { ...(r.cookie ? { cookie: r.cookie } : {}), ...r.headers },
  });
  return { status: res.statusCode, message: (res.json() as { message?: string }).message ?? '' };
}
const PT = /[a-zà-ú]/i;

it('a multi-image upload is all or nothing: a corrupt third image stores none of the three', async () => {
  const { uploads } = await import('../db/schema.js');
  const { eq } = await import('drizzle-orm');
  const before = (await t.db.select().from(uploads).where(eq(uploads.ownerId, subscriber.user.id))).length;
  const good = await pngBytes('#00aa00', 60, 60);
  const bad = (await pngBytes('#aa0000', 200, 200)).subarray(0, 300);
  const form = await multipartBody([
    { name: 'images', filename: '1.png', contentType: 'image/png', data: good },
    { name: 'images', filename: '2.png', contentType: 'image/png', data: good },
    { name: 'images', filename: '3.png', contentType: 'image/png', data: bad },
  ]);
  const res = await answer({
    method: 'POST',
    url: '/api/upload',
    cookie: subscriber.cookie,
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.status).toBe(400);
  expect(res.message).toMatch(PT);
  expect((await t.db.select().from(uploads).where(eq(uploads.ownerId, subscriber.user.id))).length).toBe(before);
});

describe('hostile input gets a 4xx with a pt-BR message, never a 500', () => {
  it('NUL bytes in a query or a text field', async () => {
    for (const r of [
      { method: 'GET', url: '/api/marketplace?q=%00' },
      { method: 'GET', url: '/api/account-rentals?q=a%00b' },
      { method: 'GET', url: '/api/events?q=%00' },
      {
        method: 'POST',
        url: '/api/messages',
        cookie: subscriber.cookie,
        payload: { receiverId: admin.user.id, content: 'oi\u0000' },
      },
      { method: 'PUT', url: '/api/user/profile', cookie: subscriber.cookie, payload: { firstName: 'Ana\u0000' } },
    ] as Req[]) {
      const a = await answer(r);
      expect(a.status, `${r.method} ${r.url}`).toBeGreaterThanOrEqual(400);
      expect(a.status, `${r.method} ${r.url}`).toBeLessThan(500);
      expect(a.message).toMatch(PT);
    }
  });

  it('ids and cursors above 2,147,483,647', async () => {
    for (const r of [
      { method: 'GET', url: '/api/marketplace/2147483648' },
      { method: 'GET', url: '/api/marketplace?cursor=2147483648' },
      {
        method: 'PATCH',
        url: '/api/admin/marketplace/1/owner',
        cookie: admin.cookie,
        payload: { sellerId: 2147483648 },
      },
      { method: 'GET', url: '/api/events/99999999999' },
      { method: 'GET', url: '/api/account-rentals/2147483648' },
      {
        method: 'POST',
        url: '/api/messages',
        cookie: subscriber.cookie,
        payload: { receiverId: 2147483648, content: 'oi' },
      },
    ] as Req[]) {
      const a = await answer(r);
      expect([400, 404], `${r.method} ${r.url}: ${a.message}`).toContain(a.status);
      expect(a.message).toMatch(PT);
    }
  });

  it('empty updates', async () => {
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: admin.cookie },
      payload: { title: 'Pedal', location: 'Phoenix Park', date: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(event.statusCode, event.body).toBe(201);
    const sponsor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: { cookie: admin.cookie },
      payload: { name: 'Loja', website: 'https://loja.ie' },
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    for (const r of [
      { method: 'PUT', url: `/api/events/${event.json().id}`, cookie: admin.cookie, payload: {} },
      { method: 'PUT', url: `/api/admin/sponsors/${sponsor.json().id}`, cookie: admin.cookie, payload: {} },
    ] as Req[]) {
      const a = await answer(r);
      expect(a.status, `${r.method} ${r.url}: ${a.message}`).toBe(400);
      expect(a.message).toMatch(PT);
    }
  });

  it('a lone surrogate in site config', async () => {
    const a = await answer({
      method: 'PUT',
      url: '/api/admin/site-config/site_description',
      cookie: admin.cookie,
      payload: { value: 'abc\ud800' },
    });
    expect(a.status).toBe(400);
    expect(a.message).toMatch(PT);
  });

  it('truncated images and malformed multipart', async () => {
    const png = await pngBytes('#123456', 200, 200);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const form = await multipartBody([
      { name: 'images', filename: 'a.png', contentType: 'image/png', data: truncated },
    ]);
    const a = await answer({
      method: 'POST',
      url: '/api/upload',
      cookie: subscriber.cookie,
      payload: form.payload,
      headers: form.headers,
    });
    expect(a.status, a.message).toBe(400);
    const photo = await multipartBody([
      { name: 'profilePhoto', filename: 'a.png', contentType: 'image/png', data: truncated },
    ]);
    const b = await answer({
      method: 'POST',
      url: '/api/user/profile-photo',
      cookie: subscriber.cookie,
      payload: photo.payload,
      headers: photo.headers,
    });
    expect(b.status, b.message).toBe(400);

    const whole = await multipartBody([{ name: 'images', filename: 'a.png', contentType: 'image/png', data: png }]);
    for (const [payload, type] of [
      [whole.payload.subarray(0, whole.payload.length - 40), whole.headers['content-type']!],
      [whole.payload, 'multipart/form-data'],
      [whole.payload, `multipart/form-data; boundary=${'x'.repeat(300)}`],
    ] as const) {
      const c = await answer({
        method: 'POST',
        url: '/api/upload',
        cookie: subscriber.cookie,
        payload,
        headers: { 'content-type': type },
      });
      expect(c.status, `${type.slice(0, 60)}: ${c.message}`).toBeGreaterThanOrEqual(400);
      expect(c.status, `${type.slice(0, 60)}: ${c.message}`).toBeLessThan(500);
      expect(c.message).toMatch(PT);
    }
  });
});
