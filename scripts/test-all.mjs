#!/usr/bin/env node
// `npm test`: every check in one run, the same locally and in CI (.ci/run).
// typecheck, lint, unit/API tests (Vitest), production build, byte budget, browser tests (Playwright).
// Each step streams its output; a failed step does not stop the run, so the count is complete.
// The last line is `N passed, N failed` (`, N skipped` when any), exit 0 only when nothing failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const CHROMIUM = '/usr/bin/chromium';
const e2eRequired = ['1', 'true'].includes(process.env.E2E_REQUIRED ?? '');
const tmp = mkdtempSync(join(tmpdir(), 'test-all-'));
const results = [];
let current = null;
/** What failed and why, printed again just above the summary (CI keeps only an output's tail). */
const failures = [];

function stopChild(signal) {
  // Steps run in their own process group (so a timeout can end all of it): pass signals on.
  if (current?.pid) {
    try {
      process.kill(-current.pid, signal);
    } catch {}
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChild(signal);
    rmSync(tmp, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Runs a command with inherited stdio; resolves to its exit code (124 after a timeout). */
function run(cmd, args, { env = {}, timeoutMin = 20 } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test-all] ${cmd} ${args.join(' ')}: no end after ${timeoutMin} min, stopping it`);
      stopChild('SIGKILL');
    }, timeoutMin * 60_000);
    child.on('error', (err) => {
      console.error(`[test-all] could not start ${cmd}: ${err.message}`);
      clearTimeout(timer);
      current = null;
      done(127);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      done(timedOut ? 124 : (code ?? (signal ? 128 : 1)));
    });
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

async function step(name, fn) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = await fn();
  r.name = name;
  r.seconds = Math.round((Date.now() - started) / 1000);
  if (r.note) console.log(`[test-all] ${name}: ${r.note}`);
  results.push(r);
  return r;
}

/** A step that is one check: passes when the command exits 0. */
const single = (cmd, args, opts) => async () => {
  const code = await run(cmd, args, opts);
  return code === 0
    ? { passed: 1, failed: 0, skipped: 0 }
    : { passed: 0, failed: 1, skipped: 0, note: `exit code ${code}` };
};

/** A runner's own counts, plus one failure when it exited non-zero without reporting any failed test. */
function withExitCode(counts, code, what) {
  if (code !== 0 && counts.failed === 0) {
    return {
      ...counts,
      failed: 1,
      note: `${what} exited ${code} without a failing test (load error, unhandled error or no report): counted as 1 failure`,
    };
  }
  return counts;
}

await step('typecheck (tsc --noEmit)', single('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));

await step('lint (biome)', single('npm', ['run', '-s', 'lint']));

await step('unit and API tests (vitest)', async () => {
  const out = join(tmp, 'vitest.json');
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    // A step's time limit only catches a hang: the suites took 12–28 min in CI with one file at a
    // time, 14 min here with two (decision 059, 2026-11-27); CI's own limit is 90 min for the whole run.
    { timeoutMin: 45 },
  );
  const report = readJson(out);
  if (!report) return withExitCode({ passed: 0, failed: 0, skipped: 0 }, code, 'vitest');
  // A test file that fails to load (syntax, import or hook error) has no failed test: count it once.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  for (const f of brokenFiles) console.log(`[test-all] test file failed outside any test: ${f.name}`);
  failures.push(...vitestFailures(report));
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  return withExitCode(counts, code, 'vitest');
});

const build = await step('production build (npm run build)', single('npm', ['run', '-s', 'build'], { timeoutMin: 15 }));
// Without a fresh build, dist/ may hold an older one: measuring or testing it would mislead.
const notBuilt = { passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed (counted as 1 failure)' };

await step(
  'no test code in dist/',
  build.failed ? async () => ({ ...notBuilt }) : single('node', ['scripts/check-dist.mjs']),
);

await step('byte budget (first loads, in Chromium)', async () => {
  if (build.failed) return { ...notBuilt };
  // It measures what a browser receives, so it needs the browser the e2e tests use.
  if (!existsSync(CHROMIUM)) {
    const why = `Chromium not found at ${CHROMIUM} (Debian: apt-get install -y chromium)`;
    if (e2eRequired)
      return { passed: 0, failed: 1, skipped: 0, note: `${why}; E2E_REQUIRED is set, so this is a failure` };
    return { passed: 0, failed: 0, skipped: 1, note: `SKIPPED: ${why}` };
  }
  return single('node', ['scripts/js-budget.mjs'])();
});

await step('browser tests (playwright)', async () => {
  if (!existsSync(CHROMIUM)) {
    const why = `Chromium not found at ${CHROMIUM} (Debian: apt-get install -y chromium)`;
    if (e2eRequired)
      return { passed: 0, failed: 1, skipped: 0, note: `${why}; E2E_REQUIRED is set, so this is a failure` };
    return {
      passed: 0,
      failed: 0,
      skipped: await countE2eTests(),
      note: `SKIPPED: ${why}; set E2E_REQUIRED=1 to make this a failure`,
    };
  }
  if (build.failed) return { ...notBuilt };
  const out = join(tmp, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    timeoutMin: 45,
  });
  const report = readJson(out);
  if (report) failures.push(...playwrightFailures(report));
  const stats = report?.stats;
  const counts = stats
    ? { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 }
    : { passed: 0, failed: 0, skipped: 0 };
  if (stats?.flaky) counts.note = `${stats.flaky} passed only on their retry (decision 055): listed at the end`;
  return withExitCode(counts, code, 'playwright');
});

/** How many browser tests a skipped run leaves out (1 when they cannot be listed). */
async function countE2eTests() {
  const out = join(tmp, 'playwright-list.json');
  const code = await new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', '--list', '--reporter=json'], {
      stdio: 'ignore',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    child.on('error', () => done(1));
    child.on('close', (c) => done(c));
  });
  const report = code === 0 ? readJson(out) : null;
  if (!report) return 1;
  let n = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) n += spec.tests?.length ?? 0;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return Math.max(n, 1);
}

rmSync(tmp, { recursive: true, force: true });

const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
if (failures.length > 0) {
  console.log('\n━━ what failed, or passed only on its retry (the first lines of each error) ━━');
  for (const f of failures.slice(0, 8)) console.log(f);
  if (failures.length > 8) console.log(`… and ${failures.length - 8} more above`);
}
console.log('\n━━ summary ━━');
const width = Math.max(...results.map((r) => r.name.length));
console.log(`      ${'step'.padEnd(width)}  passed  failed  skipped  seconds`);
for (const r of results) {
  const state = r.failed ? 'FAIL' : r.passed ? 'ok  ' : 'skip';
  const cells = [r.passed, r.failed, r.skipped, r.seconds].map((n, i) => String(n).padStart([6, 6, 7, 7][i]));
  console.log(`${state}  ${r.name.padEnd(width)}  ${cells.join('  ')}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
