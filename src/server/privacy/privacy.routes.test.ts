import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, itemBody, uploadImages } from '../test/marketplace.js';
import { createZipStream } from './zip-stream.js';

interface Unzipped {
  body: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Sizes and checksum in the local header (no data descriptor). */
  sizesUpFront: boolean;
}

/**
 * Reads a ZIP back with yauzl, as an unzip tool does: from the central directory, each offset,
 * name and size checked; the checksum, which yauzl leaves to its caller, is checked here.
 */
async function unzip(buf: Buffer): Promise<Map<string, Unzipped>> {
  const zip = await fromBufferPromise(buf, { lazyEntries: true, strictFileNames: true });
  const files = new Map<string, Unzipped>();
  for await (const entry of zip.eachEntry()) {
    const body = await buffer(await zip.openReadStreamPromise(entry));
    expect(crc32(body) >>> 0, entry.fileName).toBe(entry.crc32);
    files.set(entry.fileName, {
      body,
      method: entry.compressionMethod,
      sizesUpFront: (entry.generalPurposeBitFlag & 0x08) === 0,
    });
  }
  return files;
}

/** Everything a ZIP stream gives, once it ends. */
const drain = (stream: NodeJS.ReadableStream) => buffer(stream);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportOf = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: cookie ? { cookie } : {} });

describe("'Baixar meus dados' (GET /api/privacy/export)", () => {
  it('needs a login', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
  });

  it("is a ZIP of everything stored about the member and their images, other members' data only as their conversations", async () => {
    const me = await createMember(t, { subscriber: true, register: { firstName: 'Joana' } });
    const friend = await createMember(t, { subscriber: true });
    const stranger = await createMember(t, { subscriber: true });
    const [photo] = await uploadImages(t, me.cookie, 1);
    const item = await createItem(t, me.cookie, itemBody([photo!], { title: 'Bag térmica usada' }));
    const send = (cookie: string, receiverId: number, content: string) =>
      t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload: { receiverId, content } });
    expect((await send(me.cookie, friend.user.id, 'Oi, a bag ainda está disponível?')).statusCode).toBe(201);
    expect((await send(friend.cookie, me.user.id, 'Está sim, pode buscar amanhã.')).statusCode).toBe(201);
    expect((await send(friend.cookie, stranger.user.id, 'Conversa que não é da Joana')).statusCode).toBe(201);
    // Issue 29: a browser with push on, and preferences.
    const browser = {
      endpoint: 'http://127.0.0.1:9/push/navegador-da-joana',
      keys: { p256dh: 'chave-publica-do-navegador', auth: 'segredo-do-navegador' },
    };
    const push = async (method: 'POST' | 'PUT', url: string, payload: object) =>
      expect((await t.app.inject({ method, url, headers: { cookie: me.cookie }, payload })).statusCode).toBe(200);
    await push('POST', '/api/push/subscriptions', browser);
    await push('PUT', '/api/notifications/preferences', {
      pushOff: ['event-starts-1h'],
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });

    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${me.user.memberNumber}.zip"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(res.rawPayload);
    // The same two kinds of entry as ever: the JSON deflated, the photo stored.
    expect([...files.keys()]).toEqual(['meus-dados.json', `imagens/${photo!.split('/').pop()}`]);
    expect(files.get('meus-dados.json')!.method).toBe(8);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());

    expect(data.profile).toMatchObject({
      id: me.user.id,
      email: me.email,
      firstName: 'Joana',
      memberNumber: me.user.memberNumber,
    });
    expect(data.profile).not.toHaveProperty('password');
    expect(data.marketplaceItems).toMatchObject([{ id: item.id, title: 'Bag térmica usada', imageUrls: [photo] }]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        direction: 'sent',
        content: 'Oi, a bag ainda está disponível?',
        otherMemberNumber: friend.user.memberNumber,
      }),
      expect.objectContaining({
        direction: 'received',
        content: 'Está sim, pode buscar amanhã.',
        otherMemberNumber: friend.user.memberNumber,
      }),
    ]);
    // Issue 29: their notifications, as stored (the friend's message told them who wrote, not what).
    expect(data.notifications).toEqual([
      {
        id: expect.any(Number),
        type: 'message-received',
        data: { from: expect.any(String), itemTitle: null },
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.notificationPreferences).toEqual({
      pushOff: ['event-starts-1h'],
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, lastSuccessAt: null }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toEqual({ expire: expect.any(String) });
    // Nobody else's email, nor any session id or password hash, is in the file.
    const text = files.get('meus-dados.json')!.body.toString();
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain('Conversa que não é da Joana');
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(browser.keys.auth);
    expect(text).not.toContain(me.cookie.split('=')[1]!.split('.')[0]!);

    // The listing photo itself, as stored.
    const image = files.get(`imagens/${photo!.split('/').pop()}`)!;
    expect(image.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.method).toBe(0);
    expect(image.sizesUpFront).toBe(true);
    const stored = await t.app.inject({ method: 'GET', url: photo! });
    expect(stored.statusCode).toBe(200);
    expect(image.body.equals(stored.rawPayload)).toBe(true);
  });

  it('streams the messages a page at a time: 1,200 of them come out whole and in order', async () => {
    const me = await createMember(t, { subscriber: true });
    const friend = await createMember(t, { subscriber: true });
    const { messages } = await import('../db/schema.js');
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      senderId: i % 2 ? friend.user.id : me.user.id,
      receiverId: i % 2 ? me.user.id : friend.user.id,
      content: `mensagem ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 400) await t.db.insert(messages).values(rows.slice(i, i + 400));
    const files = await unzip((await exportOf(me.cookie)).rawPayload);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());
    expect(data.messages).toHaveLength(1200);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual(rows.map((r) => r.content));
  });
});

describe('the ZIP writer', () => {
  it('writes entries any reader can open: deflated text in pieces, stored files, UTF-8 names', async () => {
    const zip = createZipStream();
    const whole = drain(zip.stream);
    const big = 'ação '.repeat(50_000);
    await zip.addText('a.json', async (put) => {
      await put(big);
      await put('fim');
    });
    await zip.addFile('imagens/b.bin', Buffer.from([1, 2, 3]));
    await zip.addFile('imagens/ç.webp', Buffer.alloc(0));
    await zip.finish();
    const files = await unzip(await whole);
    expect([...files.keys()]).toEqual(['a.json', 'imagens/b.bin', 'imagens/ç.webp']);
    expect(files.get('a.json')!.body.toString()).toBe(`${big}fim`);
    expect(files.get('a.json')!.method).toBe(8);
    expect([...files.get('imagens/b.bin')!.body]).toEqual([1, 2, 3]);
    expect(files.get('imagens/b.bin')).toMatchObject({ method: 0, sizesUpFront: true });
    expect(files.get('imagens/ç.webp')!.body.length).toBe(0);
  });

  it('is streamed: a text entry waits for the reader instead of piling up in memory', async () => {
    const zip = createZipStream();
    // Random text barely compresses: 4 MB in, about 3 MB out.
    const text = randomBytes(3 * 1024 * 1024).toString('base64');
    let given = 0;
    const filled = zip.addText('big.txt', async (put) => {
      for (let at = 0; at < text.length; at += 64 * 1024) {
        await put(text.slice(at, at + 64 * 1024));
        given += 64 * 1024;
      }
    });
    await new Promise((r) => setTimeout(r, 200));
    // Nobody reads yet: the writer is held after a few buffers' worth, far from the whole entry.
    expect(given).toBeGreaterThan(0);
    expect(given).toBeLessThan(1024 * 1024);
    const whole = drain(zip.stream);
    await filled;
    await zip.finish();
    expect((await unzip(await whole)).get('big.txt')!.body.toString()).toBe(text);
  });

  it('is streamed: the next image is not asked for until the reader has taken the last', async () => {
    const zip = createZipStream();
    let added = false;
    const first = zip.addFile('imagens/1.webp', randomBytes(1024 * 1024)).then(() => {
      added = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(added).toBe(false);
    const whole = drain(zip.stream);
    await first;
    expect(added).toBe(true);
    await zip.finish();
    expect((await unzip(await whole)).get('imagens/1.webp')!.body.length).toBe(1024 * 1024);
  });

  it("a reader refuses a damaged archive (the tests' reader is not lenient)", async () => {
    const zip = createZipStream();
    const whole = drain(zip.stream);
    await zip.addText('a.json', (put) => put('{"ok":true}'));
    await zip.addFile('b.bin', Buffer.from('abc'));
    await zip.finish();
    const good = await whole;
    expect((await unzip(good)).size).toBe(2);
    const stored = good.indexOf(Buffer.from('abc'));
    const flipped = Buffer.from(good);
    flipped[stored] = 'x'.charCodeAt(0);
    await expect(unzip(flipped)).rejects.toThrow();
    await expect(unzip(good.subarray(0, good.length - 10))).rejects.toThrow();
  });
});
