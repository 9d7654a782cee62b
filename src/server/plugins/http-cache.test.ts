import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { pickEncoding } from './compress.js';
import { cachePolicy, matchesIfNoneMatch } from './http-cache.js';

let t: TestApp;
const JS = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, label: 'linha ${i}' }`).join(', ')}];\n`;

beforeAll(async () => {
  // A build as vite.config.ts leaves it: a hashed asset with its brotli and gzip copies.
  t = await createTestApp({
    web: {
      'assets/index-AbC123.js': JS,
      'assets/index-AbC123.js.br': brotliCompressSync(JS),
      'assets/index-AbC123.js.gz': gzipSync(JS),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });
const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('static assets', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, the same file, cached for a year', async (accept, encoding) => {
    const res = await get('/assets/index-AbC123.js', accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload, encoding)).toBe(JS);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(JS.length / 3);
  });

  it('sends nosniff but not the policies only documents obey', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    const page = await get('/events');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const h of ['content-encoding', 'content-type', 'content-length', 'cache-control', 'etag', 'vary']) {
      expect(head.headers[h], h).toBe(full.headers[h]);
    }
  });

  it('sends no validators or Accept-Ranges with a hashed file (immutable: never revalidated)', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    for (const h of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[h], h).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match for a file of public/ (revalidated after its hour)', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps unhashed files of public/ for an hour only', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the HTML of the web app', () => {
  it('is no-cache with an ETag, compressed by Accept-Encoding, and 304 when unchanged', async () => {
    const plain = await get('/marketplace');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(plain.body).toContain('<div id="root"></div>');

    const br = await get('/marketplace', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(plain.headers.etag); // one weak validator for every encoding
    expect(decode(br.rawPayload, 'br')).toBe(plain.body);

    const again = await get('/marketplace', {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();

    // Each page has its own title and share tags (issue 16): another page's validator does not match.
    const other = await get('/events', { 'accept-encoding': 'gzip, br', 'if-none-match': String(plain.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers HEAD for a page', async () => {
    const res = await get('/events', {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers HEAD / and HEAD /login like GET (issue 14, hole 8)', async () => {
    for (const url of ['/', '/login']) {
      const res = await get(url, {}, 'HEAD');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers 404, not the app page, for a missing file (issue 14, hole 8)', async () => {
    for (const url of ['/assets/missing.js', '/assets/nada.css', '/favicon-velho.png', '/objects/uploads/nada.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A page of the app still gets the app, even with a dot in a query.
    expect((await get('/marketplace?q=a.b')).statusCode).toBe(200);
  });
});

describe('JSON answers', () => {
  it('are compressed above 512 bytes, by Accept-Encoding', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/docs/json', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it('are sent as they are below 512 bytes', async () => {
    const res = await get('/api/stats', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });
});

describe('public API reads', () => {
  it.each([
    ['/api/stats', 'public, max-age=60, stale-while-revalidate=300'],
    ['/api/marketplace', 'public, max-age=30, stale-while-revalidate=60'],
    ['/api/events', 'public, max-age=30, stale-while-revalidate=60'],
    ['/api/sponsors', 'public, no-cache'],
    ['/api/site-config', 'public, max-age=300, stale-while-revalidate=300'],
  ])('%s: %s for a visitor, with an ETag and Vary: Cookie', async (url, policy) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(policy);
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('are private (and revalidated) for a member: the answer may carry their own data', async () => {
    const { cookie } = await createMember(t);
    for (const url of ['/api/events', '/api/marketplace', '/api/stats']) {
      const res = await get(url, { cookie });
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.etag, url).toMatch(/^W\//);
    }
  });

  it('answer 304 without a body to a matching If-None-Match, and 200 once the data changed', async () => {
    const first = await get('/api/stats');
    const etag = String(first.headers.etag);
    const same = await get('/api/stats', { 'if-none-match': `"other", ${etag}` });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');

    await createMember(t); // one more member: the counts change
    const changed = await get('/api/stats', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().members).toBe(first.json().members + 1);
  });

  it('leave member-only and write answers alone', async () => {
    const { cookie } = await createMember(t);
    const mine = await get('/api/marketplace/my-items', { cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    const user = await get('/api/user', { cookie });
    expect(user.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(user.headers.etag).toBeUndefined();
  });
});

describe('the cache table', () => {
  it('covers the reads other domains add (market temperature, rentals) and keeps ids numeric', () => {
    expect(cachePolicy('/api/market-temperature', false)).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(cachePolicy('/api/account-rentals', false)).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(cachePolicy('/api/account-rentals', true)).toBe('private, no-cache');
    expect(cachePolicy('/api/account-rentals/3/contact', false)).toBeNull();
    expect(cachePolicy('/api/marketplace/12', false)).toMatch(/^public/);
    expect(cachePolicy('/api/marketplace/my-items', false)).toBeNull();
    expect(cachePolicy('/api/admin/marketplace/all', false)).toBeNull();
  });

  it('compares validators weakly and understands *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });

  it('picks brotli, then gzip, from Accept-Encoding', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

// The decoded bytes of the static file are checked above; keep the fixture honest too.
it('serves the precompressed copies the build wrote', () => {
  expect(brotliDecompressSync(readFileSync(join(t.webRoot!, 'assets/index-AbC123.js.br'))).toString()).toBe(JS);
});
