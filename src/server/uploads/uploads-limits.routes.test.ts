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
