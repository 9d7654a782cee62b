#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the app, then runs the browser tests against the
// built server (playwright.config.ts starts it). `npm test` runs the same tests after its own build.
// E2E_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install Debian's: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

if (!['1', 'true'].includes(process.env.E2E_SKIP_BUILD ?? '')) {
  const code = run('npm', ['run', '-s', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
