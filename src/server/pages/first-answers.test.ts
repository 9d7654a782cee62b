// A visitor's first page carries the API answers it needs first (and the preload of its largest
// image) in its HTML, so it renders without a round trip; a member's does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceItems } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let member: { cookie: string };
let item: { id: number };

beforeAll(async () => {
  t = await createTestApp({ web: {} });
  member = await createMember(t);
  [item] = (await t.db
    .insert(marketplaceItems)
    .values({
      listingNumber: `FA${Date.now() % 1000000}`,
      title: 'Capacete </script><script>alert(1)</script>',
      description: 'Tamanho M.',
      type: 'venda',
      category: 'equipamentos',
      whatsapp: '+353831234567',
      imageUrls: ['/objects/uploads/outra-full.webp', '/objects/uploads/capa-full.webp'],
      coverImageIndex: 1,
      approvalStatus: 'approved',
    })
    .returning()) as unknown as [{ id: number }];
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The answers in the HTML, parsed as the browser's JSON.parse reads them. */
function answersIn(html: string): Record<string, [number, unknown]> | null {
  const m = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}
const preloadIn = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? null;

describe("a visitor's first page", () => {
  it("/marketplace holds the login state, site config and the list, each the API's own answer", async () => {
    const res = await page('/marketplace');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    const answers = answersIn(res.body)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/marketplace?limit=12', '/api/site-config', '/api/user']);
    expect(answers['/api/user']![0]).toBe(401);
    for (const url of ['/api/marketplace?limit=12', '/api/site-config']) {
      const api = await t.app.inject({ method: 'GET', url });
      expect(answers[url], url).toEqual([200, api.json()]);
    }
    // What a visitor is not shown through the API is not in the page either.
    expect(JSON.stringify(answers)).not.toContain('+353831234567');
  });

  it('no text of a listing can end the script element early', async () => {
    const res = await page('/marketplace');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the answers' own, and the app's module script
    expect(res.body).not.toContain('<script>alert(1)');
    const list = answersIn(res.body)!['/api/marketplace?limit=12']![1] as { items: { title: string }[] };
    expect(list.items.map((i) => i.title)).toContain('Capacete </script><script>alert(1)</script>');
  });

  it('preloads the largest image with the srcset and sizes of the <img> that shows it', async () => {
    const list = preloadIn((await page('/marketplace')).body);
    expect(list).toContain('href="/objects/uploads/capa-md.webp"');
    expect(list).toContain('imagesrcset="/objects/uploads/capa-thumb.webp 320w, /objects/uploads/capa-md.webp 800w"');
    expect(list).toContain('imagesizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px"');
    expect(list).toContain('fetchpriority="high"');
    const detail = await page(`/marketplace/${item.id}`);
    expect(Object.keys(answersIn(detail.body)!)).toContain(`/api/marketplace/${item.id}`);
    expect(preloadIn(detail.body)).toContain(
      'imagesrcset="/objects/uploads/capa-thumb.webp 320w, /objects/uploads/capa-md.webp 800w, /objects/uploads/capa-full.webp 1600w" imagesizes="(min-width: 1024px) 600px, 100vw"',
    );
  });

  it('/events, /account-rental and /dangerous-areas hold their own first answers', async () => {
    const keys = async (url: string) => Object.keys(answersIn((await page(url)).body) ?? {}).sort();
    expect(await keys('/events')).toEqual(['/api/events?when=upcoming&limit=12', '/api/site-config', '/api/user']);
    expect(await keys('/account-rental')).toEqual([
      '/api/account-rentals?limit=12',
      '/api/market-temperature',
      '/api/site-config',
      '/api/user',
    ]);
    expect(await keys('/dangerous-areas')).toEqual([
      '/api/safety-reports/config',
      '/api/safety-reports/summary?window=30d',
      '/api/site-config',
      '/api/user',
    ]);
  });

  it('the landing (/) holds the login state, site config and the offer its launch banner shows, no image preload', async () => {
    const res = await page('/');
    const answers = answersIn(res.body)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/site-config', '/api/subscription/offer', '/api/user']);
    expect(answers['/api/subscription/offer']).toEqual([
      200,
      (await t.app.inject({ method: 'GET', url: '/api/subscription/offer' })).json(),
    ]);
    expect(preloadIn(res.body)).toBeNull();
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(answersIn((await page('/', { cookie: member.cookie })).body)).toBeNull();
  });

  it('with filters in the address, only the shell answers (the list would be another URL)', async () => {
    const answers = answersIn((await page('/marketplace?q=capacete')).body)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/site-config', '/api/user']);
  });

  it('an unknown item: no answer for it (the page asks over the network), no preload', async () => {
    const res = await page('/marketplace/999999');
    expect(Object.keys(answersIn(res.body)!)).not.toContain('/api/marketplace/999999');
    expect(preloadIn(res.body)).toBeNull();
  });
});

describe('no first answers', () => {
  it('for a member (a session cookie): their answers differ', async () => {
    const res = await page('/marketplace', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(answersIn(res.body)).toBeNull();
    expect(preloadIn(res.body)).toBeNull();
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('on pages that are not first pages, and for a HEAD', async () => {
    for (const url of ['/login', '/messages', '/marketplace/create'])
      expect(answersIn((await page(url)).body), url).toBeNull();
    // A HEAD gets the headers of the page without the answers (nothing to carry them): its length
    // is that of the page a member gets, not of the visitor's page with its answers.
    const head = await t.app.inject({ method: 'HEAD', url: '/marketplace' });
    const plain = await page('/marketplace', { cookie: member.cookie });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
  });
});
