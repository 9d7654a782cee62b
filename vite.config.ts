import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
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
    // (src/server/plugins/page-preload.ts). Not served (a dot folder).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and TanStack Query are in every page: one long-cached chunk instead of
          // the three or four small shared chunks the default splitting makes of them (each a request
          // with its own headers on the first load).
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|use-sync-external-store|mitt|clsx)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/objects': 'http://localhost:5000' },
  },
});
