#!/usr/bin/env node
// `npm run build`: the web app (Vite) into dist/web, then the server bundled by esbuild into one file,
// dist/server/main.js (npm packages stay imports from node_modules). esbuild only strips the types
// (about 1 s); the type check is `npm run typecheck` (step 1 of `npm test`), not the build's job.
// Decision 029. `--quiet`: one line per step instead of Vite's file list (scripts/start.mjs).
import { copyFileSync, cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// Built beside dist/ and swapped in whole at the end: a server started meanwhile sees the old build
// or the new one, never half of one. (In CI an API test started while first-start.test.ts was
// building saw sw.js and sw.pt-BR.js at once, two GET /sw.js routes, and failed to start.)
const DIST = join(ROOT, 'dist');
const NEXT = join(ROOT, 'dist.next');
const OLD = join(ROOT, 'dist.old');
rmSync(NEXT, { recursive: true, force: true });

let t = Date.now();
if (quiet) console.log('  [1/2] app web (Vite), em português, inglês e espanhol…');
process.chdir(ROOT); // vite.config.ts's root (src/web) and outDir are relative to the project
// Once per language (decision 058): pt-BR into dist/web as it always was; English and Spanish into a
// folder of their own, then beside it: their hashed assets in dist/web/assets (a file that reads the
// same in two languages has the same name), their pages as index.<lang>.html, their service worker
// as sw.<lang>.js and their Vite manifest as .vite/manifest.<lang>.json. The server picks by language.
const WEB = join(NEXT, 'web');
for (const lang of ['pt-BR', 'en', 'es']) {
  process.env.APP_LANG = lang;
  const outDir = lang === 'pt-BR' ? WEB : join(NEXT, `web-${lang}`);
  await viteBuild({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: quiet || lang !== 'pt-BR' ? 'warn' : 'info',
    build: { outDir, emptyOutDir: true },
  });
  if (lang === 'pt-BR') {
    // Every language's worker is served at /sw.js by the server (plugins/web.ts), by the page's language.
    for (const ext of ['', '.br', '.gz']) renameSync(join(WEB, `sw.js${ext}`), join(WEB, `sw.pt-BR.js${ext}`));
    continue;
  }
  cpSync(join(outDir, 'assets'), join(WEB, 'assets'), { recursive: true, force: false, errorOnExist: false });
  for (const ext of ['', '.br', '.gz']) {
    for (const [from, to] of [
      ['index.html', `index.${lang}.html`],
      ['sw.js', `sw.${lang}.js`],
    ]) {
      try {
        renameSync(join(outDir, from + ext), join(WEB, to + ext));
      } catch (err) {
        if (err.code !== 'ENOENT') throw err;
      }
    }
  }
  renameSync(join(outDir, '.vite', 'manifest.json'), join(WEB, '.vite', `manifest.${lang}.json`));
  rmSync(outDir, { recursive: true, force: true });
}
delete process.env.APP_LANG;
if (quiet) console.log(`        pronto em ${seconds(t)}`);

t = Date.now();
if (quiet) console.log('  [2/2] servidor (esbuild)…');
await bundle({
  absWorkingDir: ROOT,
  entryPoints: ['src/server/main.ts'],
  outfile: join(NEXT, 'server', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The embedded database's worker (decision 057), beside main.js where client.ts looks for it. It
// imports only npm packages: copied as it is.
copyFileSync(join(ROOT, 'src/server/db/pglite-worker.mjs'), join(NEXT, 'server', 'pglite-worker.mjs'));

// The swap: two renames (each atomic); between them there is no dist/, which a reader takes for
// "not built", never for a build.
rmSync(OLD, { recursive: true, force: true });
if (existsSync(DIST)) renameSync(DIST, OLD);
renameSync(NEXT, DIST);
rmSync(OLD, { recursive: true, force: true });
console.log(quiet ? `        pronto em ${seconds(t)}` : `server bundled into dist/server/main.js in ${seconds(t)}`);
