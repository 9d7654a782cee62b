import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/uploads.js';
import { marketplaceItems, uploads } from '../db/schema.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, get, itemBody, pngBytes, uploadImages } from '../test/marketplace.js';
import { multipartBody } from '../test/multipart.js';
import { uploadIdOf } from './uploads.service.js';

// Issue 14, hole 3: uploads had no quota, were open to members without a subscription, and
// uploads never attached to anything stayed forever.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const appWith = (env: Record<string, string>) => appWithEnv(base, env);

const oneImage = async () =>
  multipartBody([{ name: 'images', filename: 'a.png', contentType: 'image/png', data: await pngBytes('#345678') }]);

describe('who may upload', () => {
  it('listing and event images: subscribers and admins; a member without a subscription gets 403 on both paths, before the body is read', async () => {
    const member = await createMember(base);
    const form = await oneImage();
    const direct = await base.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: member.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toEqual({ message: uploadMessages.subscriptionRequired });
    const signed = await base.app.inject({
      method: 'POST',
      url: '/api/marketplace-upload',
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(signed.statusCode).toBe(403);
    expect(await base.db.select().from(uploads).where(eq(uploads.ownerId, member.user.id))).toEqual([]);
    // The profile photo stays open to every member.
    const photo = await multipartBody([
      { name: 'profilePhoto', filename: 'eu.png', contentType: 'image/png', data: await pngBytes('#abcdef') },
    ]);
    const res = await base.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo',
      headers: { cookie: member.cookie, ...photo.headers },
      payload: photo.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    // And admins upload without a subscription.
    const admin = await createMember(base, { admin: true });
    expect(await uploadImages(base, admin.cookie, 1)).toHaveLength(1);
  });
});

describe('hourly quota', () => {
  it('holds under a burst: 30 parallel uploads against a limit of 8 store 8 images', async () => {
    const t = await appWith({ UPLOADS_MAX_PER_HOUR: '8' });
    const member = await createMember(t, { subscriber: true });
    const form = await oneImage();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { cookie: member.cookie, ...form.headers },
          payload: form.payload,
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    console.log(`upload burst: 30 tried, ${ok} stored, ${refused.length} refused (limit 8 per hour)`);
    expect(ok).toBe(8);
    expect(refused).toHaveLength(22);
    expect(refused[0]!.json()).toEqual({ message: uploadMessages.quota(8) });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.db.select().from(uploads).where(eq(uploads.ownerId, member.user.id));
    expect(stored).toHaveLength(8);
  });
});

describe('only stored images count (issue 37)', () => {
  const post = (t: TestApp, cookie: string, form: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie, ...form.headers }, payload: form.payload });
  const images = async (n: number, corrupt: number[] = []) =>
    multipartBody(
      await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const png = await pngBytes(`#${(i * 40 + 16).toString(16).padStart(2, '0')}3456`);
          // A valid PNG header over cut-off data: detected as an image, refused while decoding.
          const data = corrupt.includes(i) ? png.subarray(0, png.length - 30) : png;
          return { name: 'images', filename: `f${i}.png`, contentType: 'image/png', data };
        }),
      ),
    );

  it('refused bursts (not images, a corrupt image among good ones, over the quota) leave the whole quota', async () => {
    const t = await appWith({ UPLOADS_MAX_PER_HOUR: '8' });
    const member = await createMember(t, { subscriber: true });
    const text = await multipartBody(
      [0, 1, 2].map((i) => ({ name: 'images', filename: `f${i}.png`, contentType: 'image/png', data: 'não é imagem' })),
    );
    const refused = await Promise.all(Array.from({ length: 30 }, () => post(t, member.cookie, text)));
    expect(refused.map((r) => r.statusCode)).toEqual(Array(30).fill(400));
    expect(refused[0]!.json()).toEqual({ message: uploadMessages.invalid });
    // All or nothing: a corrupt fourth image refuses the three good ones, and counts none.
    const mixed = await post(t, member.cookie, await images(4, [3]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: uploadMessages.invalid });

    // The member still has all 8 images of the hour: 4 + 4 stored, then the 9th is refused.
    expect((await post(t, member.cookie, await images(4))).statusCode).toBe(200);
    const five = await post(t, member.cookie, await images(4));
    expect(five.statusCode).toBe(200);
    // 4 more when none is left: refused whole, and the refusal takes nothing (still 0 left, not -4).
    const over = await post(t, member.cookie, await images(4));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: uploadMessages.quota(8) });
    const stored = await t.db.select().from(uploads).where(eq(uploads.ownerId, member.user.id));
    expect(stored).toHaveLength(8);
  });

  it('a request over what is left is refused without using up the rest', async () => {
    const t = await appWith({ UPLOADS_MAX_PER_HOUR: '6' });
    const member = await createMember(t, { subscriber: true });
    expect((await post(t, member.cookie, await images(4))).statusCode).toBe(200);
    expect((await post(t, member.cookie, await images(4))).statusCode).toBe(429);
    expect((await post(t, member.cookie, await images(2))).statusCode).toBe(200);
    expect((await post(t, member.cookie, await images(1))).statusCode).toBe(429);
  });

  it('a signed upload whose bytes are refused gives its image back', async () => {
    const t = await appWith({ UPLOADS_MAX_PER_HOUR: '2' });
    const member = await createMember(t, { subscriber: true });
    const put = async (data: Buffer) => {
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/marketplace-upload',
        headers: { cookie: member.cookie },
        payload: {},
      });
      expect(signed.statusCode, signed.body).toBe(200);
      return t.app.inject({
        method: 'PUT',
        url: signed.json().uploadURL,
        headers: { 'content-type': 'image/png' },
        payload: data,
      });
    };
    for (let i = 0; i < 5; i++) expect((await put(Buffer.from('não é imagem'))).statusCode).toBe(400);
    expect((await put(await pngBytes('#111111'))).statusCode).toBe(200);
    expect((await put(await pngBytes('#222222'))).statusCode).toBe(200);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/marketplace-upload',
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(third.statusCode).toBe(429);
  });
});

describe('clean-up of unattached uploads', () => {
  it('deletes, after a day, the uploads nothing shows (rows and files), and keeps those a listing or a waiting edit shows', async () => {
    const t = base;
    const owner = await createMember(t, { subscriber: true });
    const [shown, inEdit, orphan, recent] = await uploadImages(t, owner.cookie, 4);
    const item = await createItem(t, owner.cookie, itemBody([shown!]));
    await t.db
      .update(marketplaceItems)
      .set({ pendingEdit: { imageUrls: [inEdit!] } })
      .where(eq(marketplaceItems.id, item.id));
    const old = [shown, inEdit, orphan].map((p) => uploadIdOf(p!)!);
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(inArray(uploads.id, old));

    const gone = await t.app.services.uploads.deleteUnattached();
    expect(gone).toBeGreaterThanOrEqual(1);
    const left = new Set(
      (await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, owner.user.id))).map((r) => r.id),
    );
    expect(left.has(uploadIdOf(orphan!)!)).toBe(false);
    for (const kept of [shown, inEdit, recent]) expect(left.has(uploadIdOf(kept!)!)).toBe(true);
    expect((await get(t, orphan!)).statusCode).toBe(404);
    expect((await get(t, orphan!.replace('-full', '-thumb'))).statusCode).toBe(404);
    for (const kept of [shown, inEdit, recent]) expect((await get(t, kept!)).statusCode).toBe(200);
  });
});
