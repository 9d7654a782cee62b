import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/uploads.js';
import { uploads } from '../db/schema.js';
import { appWithEnv, createMember, createTestApp, type TestApp } from '../test/app.js';
import { multipartBody } from '../test/multipart.js';

// Issue 37: one subscriber's burst of uploads stalled the site. Image work now waits in a bounded
// queue per instance (decision 028): IMAGE_CONCURRENCY images at once, IMAGE_QUEUE_MAX waiting,
// anything more answered 503 at once.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

/** A noisy photo (slow enough to decode that requests overlap). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: 40 * seed, g: 90, b: 120 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
const form = async (n: number) =>
  multipartBody(
    await Promise.all(
      Array.from({ length: n }, async (_, i) => ({
        name: 'images',
        filename: `f${i}.jpg`,
        contentType: 'image/jpeg',
        data: await photo(i + 1),
      })),
    ),
  );
const post = (t: TestApp, cookie: string, f: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie, ...f.headers }, payload: f.payload });

describe('image queue', () => {
  it('a parallel burst is processed at most IMAGE_CONCURRENCY images at a time, and every image is stored', async () => {
    const t = await appWithEnv(base, { IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_MAX: '10' });
    const member = await createMember(t, { subscriber: true });
    const body = await form(2);
    let most = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        most = Math.max(most, t.app.services.uploads.imageQueue().running);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(t, member.cookie, body)));
    watching = false;
    await watch;
    expect(answers.map((r) => r.statusCode)).toEqual(Array(4).fill(200));
    expect(most).toBe(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, member.user.id))).toHaveLength(8);
  }, 60_000);

  it('a full queue answers 503 in pt-BR at once, and the refused image does not count', async () => {
    const t = await appWithEnv(base, { IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_MAX: '0', UPLOADS_MAX_PER_HOUR: '5' });
    const member = await createMember(t, { subscriber: true });
    const [four, one] = await Promise.all([form(4), form(1)]);
    let firstDone = false;
    const first = post(t, member.cookie, four).finally(() => {
      firstDone = true;
    });
    while (t.app.services.uploads.imageQueue().running === 0) await new Promise((r) => setTimeout(r, 2));
    const started = Date.now();
    const busy = await post(t, member.cookie, one);
    const waited = Date.now() - started;
    expect(busy.statusCode).toBe(503);
    expect(firstDone).toBe(false); // refused while the queue was busy, not after waiting for it
    expect(busy.json()).toEqual({ message: uploadMessages.busy });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect((await first).statusCode).toBe(200);
    console.log(`full image queue: 503 in ${waited} ms while 4 images were processed`);
    // 4 stored + the refused one given back: one image of the 5 is left.
    expect((await post(t, member.cookie, one)).statusCode).toBe(200);
    expect((await post(t, member.cookie, one)).statusCode).toBe(429);
  }, 60_000);
});
