import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_PAGE_MODULES, firstPageChunkName } from './src/contract/first-pages.js';
import { isLang } from './src/contract/i18n.js';
import { i18nPlugin } from './scripts/vite-i18n.js';

/** The language of this build (decision 058): scripts/build.mjs builds the app once per language. */
const APP_LANG = process.env.APP_LANG ?? 'pt-BR';
if (!isLang(APP_LANG)) throw new Error(`APP_LANG=${APP_LANG}: not one of pt-BR, en, es`);

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file of the build, beside it
 * (`x.js.br`, `x.js.gz`): the server picks one by Accept-Encoding (@fastify/static preCompressed),
 * so the highest levels cost build time once instead of CPU per request. A copy that would not be
 * smaller than the file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build wrote nothing: its own error is the one to show.
      if (!existsSync(outDir)) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !TEXT.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const raw = readFileSync(file);
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The service worker (docs/decisions/020-installable-app.md): src/web/sw.js written as
 * dist/web/sw.js with its BUILD (a hash of the worker and of every file of the build, so a new
 * build installs a new worker) and PRECACHE (the shell `/`, what index.html loads, the icons and
 * the manifest). Not part of any page's first load: main.tsx registers it after `load`.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('service-worker: index.html is not in the bundle');
      const source = String(html.source);
      const loaded = [...source.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      const statics = ['/manifest.webmanifest', '/favicon.svg', '/icon-192.png', '/apple-touch-icon.png'];
      const precache = ['/', ...new Set(loaded), ...statics];
      const worker = readFileSync(resolve(import.meta.dirname, 'src/web/sw.js'), 'utf8');
      const hash = createHash('sha256').update(worker).update(source);
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: worker
          .replace('__BUILD__', hash.digest('hex').slice(0, 16))
          .replace("'__PRECACHE__'", () => `'${JSON.stringify(precache)}'`),
      });
    },
  };
}

const WEB_ROOT = resolve(import.meta.dirname, 'src/web');
const CONTRACT_ROOT = resolve(import.meta.dirname, 'src/contract');

/**
 * The app's own modules and lucide's icons (imported one by one, by path): the module graph below
 * follows only these. A package's barrel (`radix-ui`) re-exports every part of it, and its
 * `importedIds` would make a page seem to need them all; packages are left to the automatic split.
 */
const OURS = (id: string) => id.startsWith(WEB_ROOT) || id.startsWith(CONTRACT_ROOT) || /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

/** The public form pages, budgeted beside the first pages (FORM_PAGES of scripts/js-budget.mjs). */
const FORM_PAGE_MODULES = ['auth/login-page.tsx', 'auth/register-page.tsx', 'partner-applications/be-partner-page.tsx', 'subscriptions/subscribe-page.tsx'];

/**
 * The chunk of a module that a page with a byte budget needs (decision 010, sixth pass), or null to
 * leave it to the automatic split. That split makes a chunk of each set of lazy pages and dialogs
 * that share modules: a first page (contract/first-pages.ts) loaded 18–31 of them, most under 1 KB
 * (one icon, one ui part, one label list), and on 4G each is a request of its own, six at a time,
 * before the page can paint. Here the modules a first page needs beyond the main chunk are grouped
 * by which budgeted pages need them, the other lazy modules (admin, dialogs) left out of the count:
 * - `page-<name>` (firstPageChunkName): the page and what no other budgeted page needs;
 * - `first-pages`: what two or more first pages need;
 * - `public-shared`: what the form pages need too (a field, an icon), so that a form page loads
 *   that small chunk and none of the first pages' own (modules only forms need are left alone:
 *   grouped, a form would load another's zod schemas).
 * So a first page loads three chunks beyond the main one. A lazy module outside these pages loads
 * the group of what it shares with them (an admin tab, a few KB more; not a first load). Each group
 * is closed under static imports besides the main chunk's modules (a module's imports are needed by
 * the same pages or more), so no recursive capture is needed and no cycle arises.
 */
function pageChunks(): Plugin & { chunkOf: (id: string) => string | null } {
  let chunks: Map<string, string> | undefined;
  return {
    name: 'page-chunks',
    apply: 'build',
    buildStart() {
      chunks = undefined;
    },
    // The module graph is whole once the build phase ends; the chunk groups are made after it.
    buildEnd(error) {
      if (!error) chunks = computePageChunks((id) => this.getModuleInfo(id));
    },
    chunkOf(id) {
      if (!chunks) throw new Error('page chunks: asked for before the module graph was built');
      return chunks.get(id) ?? null;
    },
  };
}
const pageChunkGroups = pageChunks();

function computePageChunks(getModuleInfo: (id: string) => Rolldown.ModuleInfo | null): Map<string, string> {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      const info = getModuleInfo(id);
      if (!info) throw new Error(`page chunks: ${id} is not in the module graph`);
      seen.add(id);
      stack.push(...info.importedIds.filter(OURS));
    }
    return seen;
  };
  const shell = closure(join(WEB_ROOT, 'main.tsx'));
  const needs = new Map<string, { first: string[]; forms: string[] }>();
  for (const [kind, pages] of [['first', FIRST_PAGE_MODULES], ['forms', FORM_PAGE_MODULES]] as const) {
    for (const page of pages) {
      for (const id of closure(join(WEB_ROOT, page))) {
        if (shell.has(id)) continue;
        const need = needs.get(id) ?? { first: [], forms: [] };
        need[kind].push(page);
        needs.set(id, need);
      }
    }
  }
  const chunks = new Map<string, string>();
  for (const [id, { first, forms }] of needs) {
    if (!first.length) continue; // the form pages' own modules: the automatic split, as before
    chunks.set(id, forms.length ? 'public-shared' : first.length > 1 ? 'first-pages' : firstPageChunkName(first[0]!));
  }
  return chunks;
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [i18nPlugin(APP_LANG), react(), tailwindcss(), pageChunkGroups, serviceWorker(), precompress()],
  define: { 'import.meta.env.VITE_APP_LANG': JSON.stringify(APP_LANG) },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser of the es2022 target but Safari < 17 supports modulepreload natively; there the
    // hint is only skipped, the imports still load. The polyfill was ~0.3 KB of the first load of /.
    modulePreload: {
      polyfill: false,
      // The rolldown runtime and the framework chunk come with index.html on every page: listed
      // again in each lazy page's preload list they were ~120 bytes of the first load of /. The HTML
      // keeps them: without its <link rel="modulepreload"> the browser finds the 70 KB framework
      // chunk only once the main chunk has arrived and been parsed, a round trip later.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => !/(^|\/)(framework|rolldown-runtime)-[\w-]+\.js$/.test(d)),
    },
    // dist/web/.vite/manifest.json: the server reads it to list a first page's chunks in its HTML
    // (src/server/pages/page-preload.ts). Not served (a dot folder).
    manifest: true,
    rolldownOptions: {
      output: {
        // The main chunk lists the file of every lazy chunk it may preload (`__vite__mapDeps`, ~90
        // names): a lazy chunk's file is its hash alone, 1 KB → 0.7 KB brotli of the first load of /
        // (issue 36: room for the language switch). The chunks a budget or a preload rule names keep
        // their names (framework, the first pages' groups, the map).
        chunkFileNames: (chunk) =>
          /^(framework|rolldown-runtime|first-pages|public-shared|page-|map-view)/.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          // React, the router and TanStack Query are in every page: one long-cached chunk instead of
          // the three or four small shared chunks the default splitting makes of them (each a request
          // with its own headers on the first load).
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|use-sync-external-store|mitt|clsx)[\\/]/ },
            { name: (id) => pageChunkGroups.chunkOf(id), debugName: 'budgeted pages', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/objects': 'http://localhost:5000' },
  },
});
