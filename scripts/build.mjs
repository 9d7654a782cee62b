#!/usr/bin/env node
// `npm run build`: the web app (Vite) into dist/web, then the server bundled by esbuild into one file,
// dist/server/main.js (npm packages stay imports from node_modules). esbuild only strips the types
// (about 1 s); the type check is `npm run typecheck` (step 1 of `npm test`), not the build's job.
// Decision 029. `--quiet`: one line per step instead of Vite's file list (scripts/start.mjs).
import { copyFileSync, cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

rmSync(join(ROOT, 'dist'), { recursive: true, force: true });

let t = Date.now();
if (quiet) console.log('  [1/2] app web (Vite), em português, inglês e espanhol…');
process.chdir(ROOT); // vite.config.ts's root (src/web) and outDir are relative to the project
// Once per language (decision 058): pt-BR into dist/web as it always was; English and Spanish into a
// folder of their own, then beside it: their hashed assets in dist/web/assets (a file that reads the
// same in two languages has the same name), their pages as index.<lang>.html, their service worker
// as sw.<lang>.js and their Vite manifest as .vite/manifest.<lang>.json. The server picks by language.
const WEB = join(ROOT, 'dist', 'web');
for (const lang of ['pt-BR', 'en', 'es']) {
  process.env.APP_LANG = lang;
  const outDir = lang === 'pt-BR' ? WEB : join(ROOT, 'dist', `web-${lang}`);
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
  outfile: 'dist/server/main.js',
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
copyFileSync(join(ROOT, 'src/server/db/pglite-worker.mjs'), join(ROOT, 'dist/server/pglite-worker.mjs'));
console.log(quiet ? `        pronto em ${seconds(t)}` : `server bundled into dist/server/main.js in ${seconds(t)}`);
