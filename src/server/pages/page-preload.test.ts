import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_MODULES } from '../../contract/first-pages.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { firstPageLinks, type ViteManifest } from './page-preload.js';

/** A manifest shaped as Vite writes it: the shell, a shared chunk, and every first page. */
function manifest(): ViteManifest {
  const m: ViteManifest = {
    'index.html': {
      file: 'assets/index-A1.js',
      isEntry: true,
      imports: ['_framework-F1.js'],
      css: ['assets/index-C1.css'],
    },
    '_framework-F1.js': { file: 'assets/framework-F1.js' },
    '_card-K1.js': { file: 'assets/card-K1.js', imports: ['_framework-F1.js', '_icon-I1.js'] },
    '_icon-I1.js': { file: 'assets/icon-I1.js', imports: ['_card-K1.js'] }, // a cycle, as rolldown can make
    '_leaflet-L1.js': { file: 'assets/leaflet-L1.js', css: ['assets/leaflet-L1.css', 'assets/index-C1.css'] },
  };
  for (const module of FIRST_PAGE_MODULES) {
    const name = module.split('/').pop()!.replace('.tsx', '');
    m[module] = {
      file: `assets/${name}-P1.js`,
      src: module,
      imports: ['index.html', '_framework-F1.js', '_card-K1.js'],
    };
  }
  m['safety-reports/dangerous-areas-page.tsx']!.imports!.push('_leaflet-L1.js');
  return m;
}

describe('firstPageLinks', () => {
  const links = firstPageLinks(manifest());

  it("lists a page's chunk and its imports, transitively, but not what index.html loads already", () => {
    expect(links[FIRST_PAGE_MODULES.indexOf('marketplace/marketplace-page.tsx')]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/marketplace-page-P1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-K1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icon-I1.js">',
    );
  });

  it("adds a page's own stylesheets first, not the shell's", () => {
    const map = links[FIRST_PAGE_MODULES.indexOf('safety-reports/dangerous-areas-page.tsx')]!;
    expect(map.startsWith('<link rel="stylesheet" crossorigin href="/assets/leaflet-L1.css">')).toBe(true);
    expect(map).toContain('href="/assets/leaflet-L1.js"');
    expect(map).not.toContain('index-C1.css');
    expect(map).not.toContain('framework-F1.js');
  });

  it('fails the start loudly when a first page is missing from the build', () => {
    const m = manifest();
    delete m['events/events-page.tsx'];
    expect(() => firstPageLinks(m)).toThrow(
      'events/events-page.tsx is not in the build manifest (0 chunks named page-events-page)',
    );
  });

  it("finds a page in its chunk group, which the manifest names but does not key by the page's module (vite.config.ts)", () => {
    const m = manifest();
    delete m['events/events-page.tsx'];
    m['_page-events-page-G1.js'] = {
      file: 'assets/page-events-page-G1.js',
      name: 'page-events-page',
      imports: ['index.html', '_first-pages-S1.js'],
    };
    m['_first-pages-S1.js'] = { file: 'assets/first-pages-S1.js', name: 'first-pages', imports: ['_framework-F1.js'] };
    expect(firstPageLinks(m)[FIRST_PAGE_MODULES.indexOf('events/events-page.tsx')]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/page-events-page-G1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/first-pages-S1.js">',
    );
  });
});

describe('the HTML the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ web: { '.vite/manifest.json': JSON.stringify(manifest()) } });
  });
  afterAll(() => t.close());
  const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it.each([
    ['/marketplace', 'marketplace-page-P1.js'],
    ['/marketplace/', 'marketplace-page-P1.js'],
    ['/marketplace/12', 'marketplace-item-page-P1.js'],
    ['/events', 'events-page-P1.js'],
    ['/events/3', 'event-page-P1.js'],
    ['/account-rental', 'account-rental-page-P1.js'],
    ['/dangerous-areas', 'dangerous-areas-page-P1.js'],
  ])('%s asks for %s and its imports in <head>', async (url, chunk) => {
    const body = await html(url);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}">`);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/card-K1.js">');
  });

  it.each(['/', '/marketplace/create', '/events/create', '/account-rental/create', '/messages', '/nao-existe'])(
    '%s has no page preload',
    async (url) => {
      expect(await html(url)).not.toContain('rel="modulepreload"');
    },
  );

  it('does not serve the manifest itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('assets/');
  });
});
