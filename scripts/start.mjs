#!/usr/bin/env node
// `npm start`: builds only when the sources changed since the last successful build (a content
// hash of src/, public/, the configs and package-lock.json, kept in dist/.build-hash), then starts
// the server. A restart with no change skips the ~30 s build. FORCE_BUILD=1 always builds.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashInputs, needsBuild, STAMP } from './lib/build-hash.mjs';

const ROOT = join(import.meta.dirname, '..');
const started = Date.now();
const hash = hashInputs(ROOT);
if (['1', 'true'].includes(process.env.FORCE_BUILD ?? '') || needsBuild(ROOT, hash)) {
  console.log('start: sources changed since the last build, building…');
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(ROOT, STAMP), `${hash}\n`);
} else {
  console.log(`start: build up to date (checked in ${Date.now() - started} ms)`);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
// The server drains on SIGTERM/SIGINT (main.ts): pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
