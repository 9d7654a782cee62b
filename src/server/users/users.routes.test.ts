import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import { type CurrentUser, userMessages } from '../../contract/users.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { multipartBody } from '../test/multipart.js';
import { expectNoSecrets, plantStripeIds } from '../test/secrets.js';
import { users } from './users.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member() {
  const m = await createMember(t);
  await plantStripeIds(t.db, m.user.id);
  return m;
}
const putProfile = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', payload, headers: cookie ? { cookie } : {} });
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /api/user/profile', () => {
  it('is 401 without a session', async () => {
    const res = await putProfile({ displayName: 'Zé' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: messages.unauthenticated });
  });

  it('updates the profile fields and GET /api/user shows them', async () => {
    const { cookie, user } = await member();
    const changes = {
      displayName: 'Zé Entregas',
      firstName: 'José',
      lastName: 'Pereira',
      whatsapp: '+353 (83) 765-4321',
      phone: '083 765 4321',
    };
    const res = await putProfile(changes, cookie);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    expect(res.json<CurrentUser>()).toMatchObject(changes);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expectNoSecrets(me);
    expect(me.json<CurrentUser>()).toMatchObject(changes);
    expect(await rowOf(user.id)).toMatchObject(changes);
  });

  it('clears displayName, whatsapp and phone when sent empty; names stay', async () => {
    const { cookie, user } = await member();
    await putProfile({ displayName: 'Apelido', whatsapp: '0831234567' }, cookie);
    const res = await putProfile({ displayName: '', whatsapp: '', phone: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({
      displayName: null,
      whatsapp: null,
      phone: null,
      firstName: 'João',
    });
    expect(await rowOf(user.id)).toMatchObject({ displayName: null, whatsapp: null, phone: null });
  });

  it.each([
    ['whatsapp with letters', { whatsapp: 'abc' }, 'Número do WhatsApp deve conter apenas números e símbolos válidos'],
    ['phone with letters', { phone: '083-CALL-ME' }, userMessages.phoneChars],
    ['displayName of 1 character', { displayName: 'Z' }, 'Nome de exibição deve ter entre 2 e 50 caracteres'],
    ['displayName of 51 characters', { displayName: 'x'.repeat(51) }, userMessages.displayName],
    ['firstName of 31 characters', { firstName: 'J'.repeat(31) }, 'Nome deve ter entre 2 e 30 caracteres'],
    ['firstName of 1 character', { firstName: 'J' }, userMessages.firstName],
    ['lastName of 1 character', { lastName: 'P' }, 'Sobrenome deve ter entre 2 e 30 caracteres'],
  ])('refuses %s with its message and changes nothing', async (_case, change, message) => {
    const { cookie, user } = await member();
    const before = await rowOf(user.id);
    const res = await putProfile({ displayName: 'Válido', ...change }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    const after = await rowOf(user.id);
    expect(after).toEqual(before);
  });

  it('ignores fields outside the profile (isAdmin, email, memberNumber, subscription)', async () => {
    const { cookie, user } = await member();
    const res = await putProfile(
      {
        displayName: 'Tentativa',
        isAdmin: true,
        isSuperAdmin: true,
        email: 'outro@teste.local',
        memberNumber: 'CL0001',
        subscriptionStatus: 'active',
        isActive: false,
        password: 'nova-senha-123',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<CurrentUser>();
    expect(body).toMatchObject({
      displayName: 'Tentativa',
      isAdmin: false,
      isSuperAdmin: false,
      email: user.email,
      memberNumber: user.memberNumber,
      subscriptionStatus: 'inactive',
    });
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      isAdmin: false,
      isSuperAdmin: false,
      email: user.email,
      memberNumber: user.memberNumber,
      subscriptionStatus: 'inactive',
      isActive: true,
    });
    expect(row.password).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/user/profile-photo', () => {
  const png = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
  const upload = async (
    file: { filename: string; contentType: string; data: Buffer },
    cookie?: string,
    field = 'profilePhoto',
  ) => {
    const { payload, headers } = await multipartBody([{ name: field, ...file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo',
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const fetchObject = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a PNG as 512 px WebP under /objects/, served with a long cache', async () => {
    const { cookie, user } = await member();
    const res = await upload({ filename: 'eu.png', contentType: 'image/png', data: await png() }, cookie);
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res);
    const url = res.json<CurrentUser>().profileImageUrl!;
    expect(url).toMatch(/^\/objects\/profile\/[0-9a-f-]+-512\.webp$/);
    expect((await rowOf(user.id)).profileImageUrl).toBe(url);

    const img = await fetchObject(url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const small = await fetchObject(url.replace('-512.webp', '-128.webp'));
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });

  it('accepts a photo of several megabytes (above the 1 MB JSON body limit)', async () => {
    const { cookie } = await member();
    const noisy = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload({ filename: 'grande.png', contentType: 'image/png', data: noisy }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>().profileImageUrl).toMatch(/\.webp$/);
  });

  it('replacing the photo removes the old files', async () => {
    const { cookie } = await member();
    const first = (
      await upload({ filename: 'a.png', contentType: 'image/png', data: await png() }, cookie)
    ).json<CurrentUser>();
    const second = (
      await upload({ filename: 'b.png', contentType: 'image/png', data: await png() }, cookie)
    ).json<CurrentUser>();
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect((await fetchObject(first.profileImageUrl!)).statusCode).toBe(404);
    expect((await fetchObject(second.profileImageUrl!)).statusCode).toBe(200);
  });

  it('strips EXIF (GPS location) from a JPEG', async () => {
    const { cookie } = await member();
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'CameraDeTeste' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '6/1 15/1 0/1' },
      })
      .toBuffer();
    // The upload really carries a GPS block (tag 0x8825 points at it), so the test can fail.
    const inputExif = (await sharp(jpeg).metadata()).exif!;
    expect(inputExif.includes(Buffer.from([0x88, 0x25])) || inputExif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload({ filename: 'foto.jpg', contentType: 'image/jpeg', data: jpeg }, cookie);
    expect(res.statusCode).toBe(200);
    const stored = await fetchObject(res.json<CurrentUser>().profileImageUrl!);
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('CameraDeTeste'))).toBe(false);
  });

  it.each([
    [
      'a text file named photo.jpg',
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('não sou uma imagem') },
    ],
    [
      'an SVG',
      {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
    ],
  ])('refuses %s with 400 "Arquivo inválido"', async (_case, file) => {
    const { cookie, user } = await member();
    const res = await upload(file, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Arquivo inválido' });
    expect((await rowOf(user.id)).profileImageUrl).toBeNull();
  });

  it('refuses a file under another field name', async () => {
    const { cookie } = await member();
    const res = await upload({ filename: 'eu.png', contentType: 'image/png', data: await png() }, cookie, 'avatar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: userMessages.photoInvalid });
  });

  it('refuses a photo over 5 MB with "Arquivo muito grande"', async () => {
    const { cookie, user } = await member();
    // A valid JPEG padded past 5 MB (decoders ignore bytes after the end marker).
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const big = Buffer.concat([small, Buffer.alloc(5 * 1024 * 1024 + 1 - small.length)]);
    const res = await upload({ filename: 'grande.jpg', contentType: 'image/jpeg', data: big }, cookie);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ message: 'Arquivo muito grande' });
    expect((await rowOf(user.id)).profileImageUrl).toBeNull();
  });

  it('is 401 without a session', async () => {
    const res = await upload({ filename: 'eu.png', contentType: 'image/png', data: await png() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: messages.unauthenticated });
  });
});
