import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, itemBody, uploadImages } from '../test/marketplace.js';
import { createZipStream } from './zip-stream.js';

/** Reads a ZIP the way an unzip tool does: from the central directory (checks every offset and size). */
function unzip(buf: Buffer): Map<string, Buffer> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 24);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString();
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    const body = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    expect(body.length).toBe(size);
    files.set(name, body);
    at += 46 + nameLength;
  }
  return files;
}

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

    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${me.user.memberNumber}.zip"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzip(res.rawPayload);
    const data = JSON.parse(files.get('meus-dados.json')!.toString());

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
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toEqual({ expire: expect.any(String) });
    // Nobody else's email, nor any session id or password hash, is in the file.
    const text = files.get('meus-dados.json')!.toString();
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain('Conversa que não é da Joana');
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(me.cookie.split('=')[1]!.split('.')[0]!);

    // The listing photo itself, as stored.
    const image = files.get(`imagens/${photo!.split('/').pop()}`);
    expect(image?.subarray(0, 4).toString()).toBe('RIFF');
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
    const data = JSON.parse(
      unzip((await exportOf(me.cookie)).rawPayload)
        .get('meus-dados.json')!
        .toString(),
    );
    expect(data.messages).toHaveLength(1200);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual(rows.map((r) => r.content));
  });
});

describe('the ZIP writer', () => {
  it('writes entries any reader can open, deflated text and stored files', async () => {
    const zip = createZipStream();
    const chunks: Buffer[] = [];
    zip.stream.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => zip.stream.on('end', r));
    const big = 'ação '.repeat(50_000);
    await zip.addText('a.json', async (put) => {
      await put(big);
      await put('fim');
    });
    await zip.addFile('b.bin', Buffer.from([1, 2, 3]));
    await zip.finish();
    await done;
    const files = unzip(Buffer.concat(chunks));
    expect(files.get('a.json')!.toString()).toBe(`${big}fim`);
    expect([...files.get('b.bin')!]).toEqual([1, 2, 3]);
  });
});
