import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, get, itemBody, pngBytes, postItem } from '../test/marketplace.js';
import { multipartBody } from '../test/multipart.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let seller: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  [seller, other] = await Promise.all([createMember(t, { subscriber: true }), createMember(t, { subscriber: true })]);
});
afterAll(() => t.close());

async function sign(cookie = seller.cookie): Promise<{ uploadURL: string; objectPath: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/marketplace-upload',
    headers: { cookie },
    payload: { listingNumber: 'temp-123456', imageIndex: 0, fileExtension: 'jpg' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The raw PUT of the spec's upload flow: no cookie, the signed URL is the credential. */
const put = (url: string, body: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });

/** A JPEG carrying EXIF with a GPS position (Dublin), as a phone camera writes it. */
function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '6/1 15/1 0/1' },
    })
    .toBuffer();
}

describe('signed upload URLs', () => {
  it('need a login to be issued', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/marketplace-upload', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('store a PNG sent as .jpg by its content, in three WebP sizes, with long-lived caching', async () => {
    const { uploadURL, objectPath } = await sign();
    expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const res = await put(uploadURL, await pngBytes('#123456', 300, 200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objectPath).toBe(objectPath);
    const full = await get(t, objectPath);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    expect((await sharp(full.rawPayload).metadata()).format).toBe('webp');
    for (const size of ['md', 'thumb'])
      expect((await get(t, objectPath.replace('-full', `-${size}`))).statusCode).toBe(200);
  });

  it('refuse a text file renamed .jpg, and store nothing', async () => {
    const { uploadURL, objectPath } = await sign();
    const res = await put(uploadURL, Buffer.from('isto não é uma imagem, só texto com extensão .jpg'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Arquivo inválido. Envie uma imagem JPEG, PNG ou WebP.');
    expect((await get(t, objectPath)).statusCode).toBe(404);
    // The failed upload cannot be used by a listing either.
    expect((await postItem(t, seller.cookie, itemBody([objectPath]))).statusCode).toBe(400);
  });

  it('refuse an SVG even when it says image/png', async () => {
    const { uploadURL } = await sign();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await put(uploadURL, svg, 'image/png')).statusCode).toBe(400);
  });

  it('are single use: a second PUT with the same URL is refused', async () => {
    const { uploadURL, objectPath } = await sign();
    expect((await put(uploadURL, await pngBytes('#111'))).statusCode).toBe(200);
    const again = await put(uploadURL, await pngBytes('#222'));
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Link de envio inválido ou expirado. Tente novamente.');
    // The first image stays: the reuse overwrote nothing.
    const stored = await get(t, objectPath);
    const { dominant } = await sharp(stored.rawPayload).stats();
    expect(dominant.r).toBeLessThan(40);
  });

  it('expire: a PUT after the URL lifetime is refused', async () => {
    const { uploadURL, objectPath } = await sign();
    const now = Date.now();
    const png = await pngBytes();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    const res = await put(uploadURL, png).finally(() => clock.mockRestore());
    expect(res.statusCode).toBe(403);
    expect((await get(t, objectPath)).statusCode).toBe(404);
  });

  it('refuse a tampered URL: another id, a later expiry or a changed signature', async () => {
    const { uploadURL } = await sign();
    const { uploadURL: otherURL } = await sign();
    const url = new URL(uploadURL, 'http://x');
    const otherId = new URL(otherURL, 'http://x').pathname;
    const variants = [
      `${otherId}${url.search}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3_600_000}&signature=${url.searchParams.get('signature')}`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${url.searchParams.get('signature')!.slice(0, -2)}AA`,
      `${url.pathname}?expires=${url.searchParams.get('expires')}`,
    ];
    const png = await pngBytes();
    for (const v of variants) expect((await put(v, png)).statusCode, v).toBeGreaterThanOrEqual(400);
    for (const v of variants.slice(0, 3)) expect((await put(v, png)).statusCode, v).toBe(403);
    // The genuine URL still works afterwards: the failed attempts did not spend it.
    expect((await put(uploadURL, png)).statusCode).toBe(200);
  });

  it('remove EXIF and the GPS position when re-encoding', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('GPS-1'))).toBe(true);
    expect(before.exif!.length).toBeGreaterThan(100);
    const { uploadURL, objectPath } = await sign();
    expect((await put(uploadURL, original)).statusCode).toBe(200);
    for (const size of ['full', 'md', 'thumb']) {
      const stored = await get(t, objectPath.replace('-full', `-${size}`));
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.exif, size).toBeUndefined();
      expect(meta.xmp, size).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('GPS-1'))).toBe(false);
    }
  });

  it('refuse an image over 5 MB', async () => {
    const { uploadURL } = await sign();
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await put(uploadURL, big, 'image/png');
    expect(res.statusCode).toBe(413);
  });
});

describe('multipart upload (POST /api/upload)', () => {
  const send = async (files: { filename: string; contentType: string; data: Buffer | string }[]) => {
    const form = await multipartBody(files.map((f) => ({ name: 'images', ...f })));
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: seller.cookie, ...form.headers },
      payload: form.payload,
    });
  };

  it('accepts a PNG named .jpg and refuses a text file named .jpg', async () => {
    const ok = await send([{ filename: 'foto.jpg', contentType: 'image/jpeg', data: await pngBytes() }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().paths).toHaveLength(1);
    const bad = await send([{ filename: 'foto.jpg', contentType: 'image/jpeg', data: 'texto' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Arquivo inválido. Envie uma imagem JPEG, PNG ou WebP.');
  });

  it('refuses a fifth image and an oversize one', async () => {
    const png = await pngBytes();
    const five = await send(
      Array.from({ length: 5 }, (_, i) => ({ filename: `${i}.png`, contentType: 'image/png', data: png })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe('Máximo 4 imagens');
    const big = await send([
      { filename: 'grande.png', contentType: 'image/png', data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('A imagem deve ter no máximo 5MB');
  });
});

describe('listings and uploads', () => {
  it("refuse a listing that references someone else's upload, and accept the uploader's own", async () => {
    const { uploadURL, objectPath } = await sign(other.cookie);
    expect((await put(uploadURL, await pngBytes())).statusCode).toBe(200);
    const stolen = await postItem(t, seller.cookie, itemBody([objectPath]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Imagem inválida: envie as imagens novamente.');
    // Signed but never sent: not usable either.
    const { objectPath: empty } = await sign();
    expect((await postItem(t, seller.cookie, itemBody([empty]))).statusCode).toBe(400);
    const own = await createItem(t, other.cookie, itemBody([objectPath]));
    expect(own.imageUrls).toEqual([objectPath]);
  });
});
