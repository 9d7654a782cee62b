#!/usr/bin/env node
// `npm run build`: the web app (Vite) into dist/web, then the server bundled by esbuild into one file,
// dist/server/main.js (npm packages stay imports from node_modules). esbuild only strips the types
// (about 1 s); the type check is `npm run typecheck` (step 1 of `npm test`), not the build's job.
// Decision 029. `--quiet`: one line per step instead of Vite's file list (scripts/start.mjs).
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build as bundle } from 'esbuild';
import { build as viteBuild } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

rmSync(join(ROOT, 'dist'), { recursive: true, force: true });

let t = Date.now();
if (quiet) console.log('  [1/2] app web (Vite)…');
process.chdir(ROOT); // vite.config.ts's root (src/web) and outDir are relative to the project
await viteBuild({ configFile: join(ROOT, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
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
