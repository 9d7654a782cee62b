#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile, default simulated 4G throttling) on the built app with
// demo data, BENCH_RUNS times (default 3) per page, beside a bare Vite + React 19 hello world built
// and served the same way, so a loaded machine shows up in both columns. Prints the medians and
// checks the bar: score ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 200 ms (exit 1 when a page misses).
// Not part of `npm test` (Lighthouse is noisy on shared cores): `npm test` keeps the byte budgets.
//
//   BENCH_PORT (5302)       the app
//   BENCH_BARE_PORT (5304)  the bare React build
//   BENCH_RUNS (3)          Lighthouse runs per page (median)
//   BENCH_SKIP_BUILD=1      reuse dist/
//   BENCH_PAGES=/,/events   only these paths
//   BENCH_JSON=file         also write every run's figures as JSON
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBareReact, kb, median, publicPages, ROOT, serveStatic, startApp } from './lib/web-measure.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5302);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 5304);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BAR = { score: 95, lcp: 2500, cls: 0.05, tbt: 200 };

if (!['1', 'true'].includes(process.env.BENCH_SKIP_BUILD ?? '')) {
  console.log('bench:web: building…');
  const built = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const bareDir = await buildBareReact();
const bare = await serveStatic(bareDir, BARE_PORT);
const app = await startApp({ port: PORT, seed: 'true' });
const tmp = mkdtempSync(join(tmpdir(), 'bench-web-'));

const cleanup = async () => {
  await app.stop();
  await bare.close();
  rmSync(tmp, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** One Lighthouse run in its own process (and Chromium): a fresh profile, so an empty cache. */
function lighthouse(url) {
  const out = join(tmp, 'report.json');
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse exited ${code} on ${url}`));
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      if (lhr.runtimeError) return fail(new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`));
      const a = lhr.audits;
      const requests = a['network-requests']?.details?.items ?? [];
      const sum = (pred) => requests.filter(pred).reduce((t, r) => t + (r.transferSize ?? 0), 0);
      const code_ = (r) => ['Document', 'Script', 'Stylesheet', 'Font'].includes(r.resourceType);
      done({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        bytes: sum(() => true),
        codeBytes: sum(code_),
        requests: requests.length,
        lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      });
    });
  });
}

let exitCode = 0;
try {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const pages = only ?? (await publicPages(app.origin));
  const targets = [
    { name: 'bare React', url: `${bare.origin}/` },
    ...pages.map((p) => ({ name: p, url: `${app.origin}${p}` })),
  ];
  const runs = new Map(targets.map((t) => [t.name, []]));
  // Round-robin (every page once, then again): load on the machine spreads over all pages alike.
  for (let i = 1; i <= RUNS; i++) {
    for (const t of targets) {
      // A run that Lighthouse itself gives up on (NO_NAVSTART and the like on a loaded machine) is retried.
      let r;
      for (let attempt = 1; !r; attempt++) {
        try {
          r = await lighthouse(t.url);
        } catch (err) {
          if (attempt >= 3) throw err;
          console.log(`run ${i}/${RUNS} ${t.name}: ${err instanceof Error ? err.message : err}; again`);
        }
      }
      runs.get(t.name).push(r);
      console.log(
        `run ${i}/${RUNS} ${t.name.padEnd(20)} score ${String(r.score).padStart(3)}  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  ${kb(r.bytes)}`,
      );
    }
  }

  const rows = targets.map((t) => {
    const rs = runs.get(t.name);
    const m = (k) => median(rs.map((r) => r[k]));
    return {
      name: t.name,
      score: m('score'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      bytes: m('bytes'),
      codeBytes: m('codeBytes'),
      requests: m('requests'),
      lcpElement: rs.at(-1).lcpElement,
    };
  });
  const width = Math.max(...rows.map((r) => r.name.length), 12);
  console.log(`\nLighthouse mobile, median of ${RUNS} (bytes on the wire: all requests / HTML+JS+CSS+fonts)`);
  console.log(`${'page'.padEnd(width)}  score   FCP s   LCP s  TBT ms    CLS      wire  HTML+JS+CSS  requests  bar`);
  for (const r of rows) {
    const misses = [];
    if (r.name !== 'bare React') {
      if (r.score < BAR.score) misses.push(`score<${BAR.score}`);
      if (r.lcp > BAR.lcp) misses.push('LCP>2.5s');
      if (r.cls > BAR.cls) misses.push(`CLS>${BAR.cls}`);
      if (r.tbt > BAR.tbt) misses.push(`TBT>${BAR.tbt}ms`);
    }
    if (misses.length) exitCode = 1;
    console.log(
      `${r.name.padEnd(width)}  ${String(r.score).padStart(5)}  ${(r.fcp / 1000).toFixed(2).padStart(6)}  ${(r.lcp / 1000).toFixed(2).padStart(6)}  ${String(Math.round(r.tbt)).padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${kb(r.bytes).padStart(8)}  ${kb(r.codeBytes).padStart(11)}  ${String(r.requests).padStart(8)}  ${r.name === 'bare React' ? '(yardstick)' : misses.length ? `MISS ${misses.join(' ')}` : 'ok'}`,
    );
  }
  console.log('\nLCP element (last run):');
  for (const r of rows) console.log(`  ${r.name}: ${r.lcpElement.slice(0, 140)}`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ runs: Object.fromEntries(runs), rows }, null, 2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
