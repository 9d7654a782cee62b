import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../contract/users.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { pngBytes } from '../test/marketplace.js';
import { multipartBody } from '../test/multipart.js';
import { users } from './users.tables.js';

// Issue 37: 20 parallel profile photo changes left 38 files nothing referred to, and photo changes
// had no limit at all.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

const change = async (t: TestApp, cookie: string, data: Buffer) => {
  const form = await multipartBody([{ name: 'profilePhoto', filename: 'eu.png', contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile-photo',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};
const color = (i: number) => `#${(i * 12 + 8).toString(16).padStart(2, '0')}6080`;
/** The profile photo files on this app's disk. */
const filesOnDisk = async (t: TestApp) =>
  (await readdir(join(t.app.config.dataDir, 'uploads', 'profile')).catch(() => [] as string[])).sort();
const referenced = async (t: TestApp, userId: number) => {
  const [row] = await t.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  const m = row?.url?.match(/profile\/([0-9a-f-]+)-512\.webp$/);
  return m ? [`${m[1]}-128.webp`, `${m[1]}-512.webp`] : [];
};

describe('profile photo changes in parallel', () => {
  it('20 parallel changes leave on disk exactly the files of the photo the profile shows', async () => {
    const t = await appWithEnv(base, { PROFILE_PHOTOS_MAX_PER_HOUR: '50', IMAGE_QUEUE_MAX: '50' });
    const member = await createMember(t);
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => pngBytes(color(i), 300, 200)));
    const answers = await Promise.all(photos.map((p) => change(t, member.cookie, p)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const shown = await referenced(t, member.user.id);
    console.log(
      `profile photo burst: 20 changes, ${(await filesOnDisk(t)).length} files on disk, ${shown.length} referenced`,
    );
    expect(shown).toHaveLength(2);
    expect(await filesOnDisk(t)).toEqual(shown);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: member.cookie } });
    expect((await t.app.inject({ method: 'GET', url: me.json().profileImageUrl })).statusCode).toBe(200);
  });
});

describe('profile photo limit', () => {
  it('counts changes per hour: beyond the limit 429 in pt-BR, and nothing more is stored', async () => {
    const t = await appWithEnv(base, { PROFILE_PHOTOS_MAX_PER_HOUR: '3' });
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => change(t, member.cookie, await pngBytes(color(i)))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: userMessages.photoQuota(3) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await filesOnDisk(t)).toEqual(await referenced(t, member.user.id));
  });

  it('a refused photo (not an image) does not count', async () => {
    const t = await appWithEnv(base, { PROFILE_PHOTOS_MAX_PER_HOUR: '2' });
    const member = await createMember(t);
    for (let i = 0; i < 4; i++) {
      const bad = await change(t, member.cookie, Buffer.from('não sou uma imagem'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: userMessages.photoInvalid });
    }
    expect((await change(t, member.cookie, await pngBytes('#101010'))).statusCode).toBe(200);
    expect((await change(t, member.cookie, await pngBytes('#202020'))).statusCode).toBe(200);
    expect((await change(t, member.cookie, await pngBytes('#303030'))).statusCode).toBe(429);
    expect(await filesOnDisk(t)).toEqual(await referenced(t, member.user.id));
  });
});
