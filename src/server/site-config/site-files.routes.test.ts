// What a browser, a crawler or a chat app asks for at fixed addresses: the share image the pages
// name (/og-image.png), /favicon.ico and /robots.txt (issue 28). Each answered, with its type.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { wrap } from './share-image.js';

const PUBLIC = join(process.cwd(), 'public');
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  // The real public/ folder, as `vite build` copies it into the served build.
  const files = Object.fromEntries(readdirSync(PUBLIC).map((f) => [f, readFileSync(join(PUBLIC, f))]));
  t = await createTestApp({ web: files });
  admin = await createMember(t, { admin: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'comunidade.test' } });
const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]*)" \/>/.exec(html)?.[1];

describe('the share image', () => {
  it.each(['/', '/marketplace', '/events', '/account-rental', '/be-partner', '/nao-existe'])(
    '%s names an og:image that answers 200 with a 1200×630 PNG',
    async (page) => {
      const url = ogImageOf((await get(page)).body);
      expect(url).toBe('http://comunidade.test/og-image.png');
      const res = await get(new URL(url!).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const info = await sharp(res.rawPayload).metadata();
      expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
    },
  );

  it("is drawn in the site's theme colour, cached, and follows the site's title", async () => {
    const first = await get('/og-image.png');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // The top left corner is the theme colour (#047857) under a light shade: green, not black or white.
    const { data } = await sharp(first.rawPayload).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(g).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b);

    const put = (key: string, value: string) =>
      call(t, 'PUT', `/api/admin/site-config/${key}`, admin.cookie, { value });
    expect((await put('site_title', 'Entregadores de Cork')).statusCode).toBe(200);
    const renamed = await get('/og-image.png');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect((await get('/og-image.png')).rawPayload.equals(renamed.rawPayload)).toBe(true);
    await put('site_title', 'Comunidade Entregadores Dublin');
  });

  it('is replaceable in site config: og_image pointing elsewhere is what the pages name', async () => {
    const put = (value: string) => call(t, 'PUT', '/api/admin/site-config/og_image', admin.cookie, { value });
    expect((await put('https://cdn.example.com/cartao.png')).statusCode).toBe(200);
    expect(ogImageOf((await get('/')).body)).toBe('https://cdn.example.com/cartao.png');
    await put('/og-image.png');
    expect(ogImageOf((await get('/')).body)).toBe('http://comunidade.test/og-image.png');
  });

  it('wraps long titles on whole words, at most the lines asked', () => {
    expect(wrap('Comunidade Entregadores Dublin', 24, 3)).toEqual(['Comunidade Entregadores', 'Dublin']);
    expect(wrap('um dois três quatro cinco seis', 9, 2)).toEqual(['um dois', 'três…']);
    expect(wrap('', 24, 3)).toEqual([]);
  });
});

describe('favicon.ico and robots.txt', () => {
  it('/favicon.ico is an icon with 16, 32 and 48 px images', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  });

  it('/robots.txt allows the public pages and keeps crawlers out of the API, admin and member pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/dashboard', '/messages', '/settings', '/my-items'])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const open of ['/marketplace', '/events', '/account-rental', '/dangerous-areas', '/be-partner', '/'])
      expect(lines).not.toContain(`Disallow: ${open}`);
  });
});

describe('an address the app has no page for', () => {
  it('answers the app with 404 and the not-found title; known pages answer 200', async () => {
    const res = await get('/pagina-que-nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>Página não encontrada · Comunidade Entregadores Dublin</title>');
    for (const url of ['/', '/marketplace', '/marketplace/12', '/events/create', '/verificar-contato', '/admin'])
      expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/marketplace/12/extra')).statusCode).toBe(404);
  });
});
