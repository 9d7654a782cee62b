import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drain, unzip } from '../test/unzip.js';
import { createZipStream } from './zip-stream.js';

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
