#!/usr/bin/env node
// `npm start`: builds only when the sources changed since the last successful build (a content
// hash of src/, public/, the configs and package-lock.json, kept in dist/.build-hash), then starts
// the server. FORCE_BUILD=1 always builds. It says what it does at each step (decision 029): the
// build (Vite, then esbuild for the server), then the server's own steps (database, demo content),
// and last the address to open and the demo logins.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashInputs, needsBuild, STAMP } from './lib/build-hash.mjs';

const ROOT = join(import.meta.dirname, '..');
const started = Date.now();
const production = process.env.NODE_ENV === 'production';
const say = (line) => {
  if (!production) console.log(line);
};
say('Comunidade Entregadores Dublin: iniciando');
const hash = hashInputs(ROOT);
if (['1', 'true'].includes(process.env.FORCE_BUILD ?? '') || needsBuild(ROOT, hash)) {
  say('  Construindo o app (primeira vez, ou o código mudou desde a última construção)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(ROOT, STAMP), `${hash}\n`);
  say(`  App construído em ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  say(`  App já construído, sem mudanças (verificado em ${Date.now() - started} ms)`);
}

say('  Iniciando o servidor…');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
// The server drains on SIGTERM/SIGINT (main.ts): pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
