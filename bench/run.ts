/**
 * `npm run bench [-- <case>…] [--db=postgres|pglite|both] [--duration=10] [--connections=50]`
 *
 * Each case seeds a fresh database, starts the real app in this process on an ephemeral port and
 * puts every endpoint under autocannon load, after GET /healthz in the same run. It prints req/s,
 * p50, p99, body bytes and the ratio to /healthz; on PostgreSQL each bar is judged PASS/FAIL
 * (exit code 1 on any FAIL). PGlite is measured and printed, never judged.
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test if it answers.
 * `live-streams` (issue 29): 1,000 open live streams on one instance, a message's notification timed to its recipient's stream.
 * `upload-burst` (database bench_upload_burst) measures the marketplace list during an upload burst (bench/cases/upload-burst.ts).
 * `--extra` adds each case's informative endpoints (no bar). `--seed-only --db=postgres` seeds and
 * keeps bench_<case> for EXPLAIN ANALYZE (drop it yourself). BENCH_DB_PREFIX=<name> names the databases
 * <name>_<case> instead, so runs from two checkouts on one server do not drop each other's.
 */
import { cpus, loadavg } from 'node:os';
import { accountRentalsCase } from './cases/account-rentals.js';
import { inboxCase } from './cases/inbox.js';
import { liveStreamsCase } from './cases/live-streams.js';
import { marketplaceCase } from './cases/marketplace.js';
import { safetyReportsCase } from './cases/safety-reports.js';
import { uploadBurstCase } from './cases/upload-burst.js';
import { type BenchDatabase, benchDatabaseName, findPostgres, freshPglite, freshPostgres } from './lib/database.js';
import { type LoadOptions, load, measure, probe } from './lib/measure.js';
import { startApp } from './lib/server.js';
import type { BenchCase, Measurement } from './lib/types.js';
import { runMixed } from './mixed.js';

/** Every case, by name. A new case: write bench/cases/<name>.ts and add it here. */
const CASES: BenchCase<never>[] = [
  marketplaceCase as BenchCase<never>,
  inboxCase as BenchCase<never>,
  safetyReportsCase as BenchCase<never>,
  accountRentalsCase as BenchCase<never>,
  uploadBurstCase as BenchCase<never>,
  liveStreamsCase as BenchCase<never>,
];

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  const names: string[] = [];
  for (const a of argv) {
    const m = /^--([a-z-]+)=(.*)$/.exec(a);
    if (m) flags.set(m[1]!, m[2]!);
    else if (a === '--help' || a === '-h') flags.set('help', '1');
    else if (a.startsWith('--')) flags.set(a.slice(2), '1');
    else names.push(a);
  }
  return { flags, names };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTable(rows: Measurement[]) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bytes/resp', 'vs healthz', 'bar p99', 'verdict'];
  const lines = rows.map((r) => [
    r.name,
    fmt(r.requestsPerSec),
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    fmt(r.bodyBytes),
    `${fmt(r.ratioToHealthz, 2)}×`,
    r.p99BarMs === undefined ? '-' : `≤ ${r.p99BarMs}`,
    r.verdict + (r.errors + r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
}

async function runCase(
  c: BenchCase<never>,
  kind: 'postgres' | 'pglite',
  pgUrl: string | null,
  o: LoadOptions,
  { seedOnly = false, extra = false } = {},
) {
  const log = (line: string) => console.log(`  [${c.name}/${kind}] ${line}`);
  console.log(`\n━━ ${c.name} on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ━━  ${c.description}`);
  const t0 = Date.now();
  const bench: BenchDatabase = kind === 'postgres' ? await freshPostgres(pgUrl!, c.name, 10) : await freshPglite();
  const keep = seedOnly && kind === 'postgres';
  disposers.add(bench.dispose);
  try {
    log(`database ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = Date.now();
    const ctx = await c.seed(bench.database, log);
    log(`seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    if (seedOnly) {
      if (keep) log(`kept: psql ${pgUrl!.replace(/\/[^/]*$/, `/${benchDatabaseName(c.name)}`)}`);
      return [];
    }
    const server = await startApp(bench.database);
    try {
      const running = { baseUrl: server.baseUrl, signCookie: (v: string) => server.app.signCookie(v) };
      const endpoints = c.endpoints(ctx, running).filter((e) => extra || !e.extra);
      const rows: Measurement[] = [];
      if (endpoints.length) {
        const healthzUrl = `${server.baseUrl}/healthz`;
        const healthzBytes = await probe(healthzUrl);
        log(
          `load: ${o.connections} connections, ${o.durationSec} s per endpoint (+${o.warmupSec} s warm-up); load average ${loadavg()
            .map((n) => n.toFixed(1))
            .join(' ')} on ${cpus().length} cores`,
        );
        const h = await load(healthzUrl, o);
        rows.push({
          name: 'GET /healthz',
          path: '/healthz',
          ...h,
          bodyBytes: healthzBytes,
          ratioToHealthz: 1,
          verdict: 'n/a',
        });
        for (const e of endpoints)
          rows.push(await measure(server.baseUrl, e, h.requestsPerSec, o, kind === 'postgres'));
        printTable(rows);
      }
      // A case that measures itself (a burst beside a list) prints its own figures.
      await c.run?.(ctx, running, o, log);
      return rows;
    } finally {
      await server.close();
    }
  } finally {
    disposers.delete(bench.dispose);
    await (keep ? bench.database.close() : bench.dispose());
  }
}

const disposers = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Drop the bench databases even when stopped halfway.
    void Promise.allSettled([...disposers].map((d) => d())).finally(() => process.exit(130));
  });
}

async function main() {
  const { flags, names } = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(
      `usage: npm run bench [-- <case>…] [--db=postgres|pglite|both] [--duration=10] [--connections=50] [--warmup=2] [--extra] [--seed-only]\ncases: ${CASES.map((c) => c.name).join(', ')}, mixed (separately: npm run bench -- mixed)`,
    );
    return;
  }
  if (names.includes('mixed')) {
    // Issue 14: 200 connections of browse, search, inbox and item for 30 s on PostgreSQL (bench/mixed.ts).
    const pgUrl = await findPostgres();
    if (!pgUrl) throw new Error('the mixed case needs PostgreSQL (set BENCH_DATABASE_URL)');
    const mixedOk = await runMixed(pgUrl, {
      connections: Number(flags.get('connections') ?? 200),
      durationSec: Number(flags.get('duration') ?? 30),
      warmupSec: Number(flags.get('warmup') ?? 2),
    });
    if (!mixedOk) process.exitCode = 1;
    return;
  }
  const unknown = names.filter((n) => !CASES.some((c) => c.name === n));
  if (unknown.length)
    throw new Error(`unknown case ${unknown.join(', ')}; cases: ${CASES.map((c) => c.name).join(', ')}`);
  const cases = names.length ? CASES.filter((c) => names.includes(c.name)) : CASES;
  const o: LoadOptions = {
    connections: Number(flags.get('connections') ?? 50),
    durationSec: Number(flags.get('duration') ?? 10),
    warmupSec: Number(flags.get('warmup') ?? 2),
  };
  const which = flags.get('db') ?? 'both';
  const pgUrl = which === 'pglite' ? null : await findPostgres();
  if (!pgUrl && which !== 'pglite') {
    console.log(`\nPostgreSQL does not answer (set BENCH_DATABASE_URL): the bars are not judged in this run.`);
  }
  const kinds = [...(pgUrl ? (['postgres'] as const) : []), ...(which === 'postgres' ? [] : (['pglite'] as const))];

  let failed = 0;
  let judged = 0;
  for (const c of cases) {
    for (const kind of kinds) {
      const rows = await runCase(c, kind, pgUrl, o, { seedOnly: flags.has('seed-only'), extra: flags.has('extra') });
      failed += rows.filter((r) => r.verdict === 'FAIL' && (kind === 'postgres' || r.errors + r.non2xx > 0)).length;
      judged += rows.filter((r) => r.verdict !== 'n/a').length;
    }
  }
  if (failed) console.log(`\n${failed} endpoint(s) failed (over the bar on PostgreSQL, or with failed requests).`);
  else if (judged) console.log('\nEvery bar met on PostgreSQL.');
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
