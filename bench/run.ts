/**
 * `npm run bench [-- <case>…] [--db=postgres|pglite|both] [--duration=10] [--connections=50]`
 *
 * Each case seeds a fresh database, starts the real app in this process on an ephemeral port and
 * puts every endpoint under autocannon load, after GET /healthz in the same run. It prints req/s,
 * p50, p99, body bytes and the ratio to /healthz; on PostgreSQL each bar is judged PASS/FAIL
 * (exit code 1 on any FAIL). PGlite is measured and printed, never judged.
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test if it answers.
 * `safety-zones` (issue 31): 100,000 alert zones, one report's matching and fan-out timed (p99 ≤ 50 ms on PostgreSQL).
 * `bikes` (issue 32): 100,000 registered bikes (5 % stolen), 'Verificar bicicleta' (POST /api/bikes/check) p99 ≤ 20 ms
 * on PostgreSQL with the per-IP/per-member check limits raised for the run (the check is measured, not the 429),
 * and the public stolen list paged.
 * `saved-searches` (issue 34): 100,000 saved searches, one approval's matching and notifications timed (p99 ≤ 50 ms on PostgreSQL).
 * `live-streams` (issue 29): 1,000 open live streams on one instance, a message's notification timed to its recipient's stream.
 * `reviews` (issue 33): a profile with 10,000 of 100,000 reviews: rating, first page, listings (p99 ≤ 50 ms on PostgreSQL).
 * `upload-burst` (database bench_upload_burst) measures the marketplace list during an upload burst (bench/cases/upload-burst.ts).
 * Issue 38, on PostgreSQL: each endpoint marked `limit` is also measured against a limit server (bare
 * node:http + pg in its own process, running the exact statements the app ran for that URL), the app
 * alone in a process of its own too (decision 060), interleaved `--reps` times (default 3); the run
 * prints the median req/s, p99 and the CPU per request of the server's thread and of PostgreSQL, and
 * app/limit. `--no-limit` skips it. `--rows=N`
 * seeds N rows instead of the case's default; `--scale` runs each case at 1,000 rows and at its
 * default and prints p99 of both.
 * `first-page` (the marketplace seed; needs `npm run build`) sets a visitor's `/` and `/marketplace` against a member's.
 * `--extra` adds each case's informative endpoints (no bar). `--seed-only --db=postgres` seeds and
 * keeps bench_<case> for EXPLAIN ANALYZE (drop it yourself). BENCH_DB_PREFIX=<name> names the databases
 * <name>_<case> instead, so runs from two checkouts on one server do not drop each other's.
 */
import { cpus, loadavg } from 'node:os';
import { accountRentalsCase } from './cases/account-rentals.js';
import { bikesCase } from './cases/bikes.js';
import { firstPageCase } from './cases/first-page.js';
import { inboxCase } from './cases/inbox.js';
import { liveStreamsCase } from './cases/live-streams.js';
import { marketplaceCase } from './cases/marketplace.js';
import { notificationsCase } from './cases/notifications.js';
import { reviewsCase } from './cases/reviews.js';
import { safetyReportsCase } from './cases/safety-reports.js';
import { safetyZonesCase } from './cases/safety-zones.js';
import { savedSearchesCase } from './cases/saved-searches.js';
import { uploadBurstCase } from './cases/upload-burst.js';
import { startAppProcess } from './lib/app-process.js';
import {
  type BenchDatabase,
  benchDatabaseName,
  findPostgres,
  freshPglite,
  freshPostgres,
  withDatabase,
} from './lib/database.js';
import { type KindFigure, printPgliteBeside } from './lib/kinds.js';
import { type CapturedStatement, captureStatements, startLimitServer, withCpu } from './lib/limit.js';
import { type Load, type LoadOptions, load, measure, probe } from './lib/measure.js';
import { startApp } from './lib/server.js';
import type { BenchCase, Endpoint, Measurement } from './lib/types.js';
import { runMixed } from './mixed.js';

/** Every case, by name. A new case: write bench/cases/<name>.ts and add it here. */
const CASES: BenchCase<never>[] = [
  marketplaceCase as BenchCase<never>,
  inboxCase as BenchCase<never>,
  safetyReportsCase as BenchCase<never>,
  accountRentalsCase as BenchCase<never>,
  notificationsCase as BenchCase<never>,
  uploadBurstCase as BenchCase<never>,
  firstPageCase as BenchCase<never>,
  liveStreamsCase as BenchCase<never>,
  safetyZonesCase as BenchCase<never>,
  bikesCase as BenchCase<never>,
  reviewsCase as BenchCase<never>,
  savedSearchesCase as BenchCase<never>,
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
  { seedOnly = false, extra = false, limit = true, reps = 3, rows = undefined as number | undefined } = {},
): Promise<{ rows: Measurement[]; compared: Compared[] }> {
  const log = (line: string) => console.log(`  [${c.name}/${kind}] ${line}`);
  console.log(`\n━━ ${c.name} on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ━━  ${c.description}`);
  const t0 = Date.now();
  const bench: BenchDatabase = kind === 'postgres' ? await freshPostgres(pgUrl!, c.name, 10) : await freshPglite();
  const keep = seedOnly && kind === 'postgres';
  disposers.add(bench.dispose);
  try {
    log(`database ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = Date.now();
    const ctx = await c.seed(bench.database, log, rows);
    log(`seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    if (seedOnly) {
      if (keep) log(`kept: psql ${pgUrl!.replace(/\/[^/]*$/, `/${benchDatabaseName(c.name)}`)}`);
      return { rows: [], compared: [] };
    }
    const server = await startApp(bench.database, c.env);
    try {
      const running = {
        baseUrl: server.baseUrl,
        signCookie: (v: string) => server.app.signCookie(v),
        app: server.app,
      };
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
      // Issue 38: the app beside a limit server running its exact statements (PostgreSQL only).
      const limited = endpoints.filter((e) => e.limit);
      const compared =
        limit && kind === 'postgres' && limited.length
          ? await compareWithLimit(
              server.baseUrl,
              limited,
              withDatabase(pgUrl!, benchDatabaseName(c.name)),
              c.env,
              o,
              reps,
              log,
            )
          : [];
      if (compared.length) printCompared(compared);
      // A case that measures itself (a burst beside a list) prints its own figures.
      await c.run?.(ctx, running, o, log);
      return { rows, compared: compared.map((r) => ({ ...r, name: `${c.name}: ${r.name}` })) };
    } finally {
      await server.close();
    }
  } finally {
    disposers.delete(bench.dispose);
    await (keep ? bench.database.close() : bench.dispose());
  }
}

/** One endpoint, the app against its limit server: medians of the interleaved repetitions. */
interface Compared {
  name: string;
  app: Load & { serverMsPerReq: number; dbMsPerReq: number };
  limit: Load & { serverMsPerReq: number; dbMsPerReq: number };
  statements: number;
  /** The load averages seen at the start of each repetition. */
  loads: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : 0;
};
const load1 = () => loadavg()[0]!.toFixed(1);

async function compareWithLimit(
  appUrl: string,
  endpoints: Endpoint[],
  databaseUrl: string,
  env: Record<string, string> | undefined,
  o: LoadOptions,
  reps: number,
  log: (line: string) => void,
): Promise<Compared[]> {
  // The statements of one request each, captured alone (nothing else runs meanwhile).
  const routes: Record<string, CapturedStatement[]> = {};
  for (const e of endpoints) {
    // A warm request's statements (the first request of a run also loads what the app keeps).
    await probe(appUrl + e.path, e.cookie);
    let captured = await captureStatements(() => probe(appUrl + e.path, e.cookie));
    // None: the app answered from what it keeps for a few seconds (a visitor's search, 5 s): once
    // that has expired, the request's own statements.
    for (let wait = 0; !captured.length && wait < 3; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      captured = await captureStatements(() => probe(appUrl + e.path, e.cookie));
    }
    routes[e.path] = captured;
  }
  const database = new URL(databaseUrl).pathname.slice(1);
  // Both sides alike (decision 060): each server alone in a process of its own, a pool of 10, while
  // the load comes from this process's worker thread. The in-process app (above) only showed the
  // statements; a session cookie signed there is good here (the same secret, startApp's).
  const appServer = await startAppProcess(databaseUrl, 10, env);
  const limitServer = await startLimitServer(databaseUrl, 10).catch(async (err) => {
    await appServer.close();
    throw err;
  });
  try {
    await limitServer.serve(routes);
    const out: Compared[] = [];
    for (const e of endpoints) {
      await probe(limitServer.baseUrl + e.path);
      await probe(appServer.baseUrl + e.path, e.cookie);
      const runs = { app: [] as Compared['app'][], limit: [] as Compared['limit'][] };
      const loads: string[] = [];
      for (let r = 0; r < reps; r++) {
        loads.push(load1());
        // Interleaved, and the order alternates so neither side always runs on a warmer machine.
        const order = r % 2 === 0 ? (['app', 'limit'] as const) : (['limit', 'app'] as const);
        for (const side of order) {
          const url = (side === 'app' ? appServer.baseUrl : limitServer.baseUrl) + e.path;
          const pid = side === 'app' ? appServer.pid : limitServer.pid;
          const m = await withCpu(pid, database, () => load(url, o, side === 'app' ? e.cookie : undefined));
          const n = Math.max(1, m.result.requestsPerSec * o.durationSec);
          runs[side].push({ ...m.result, serverMsPerReq: m.serverMs / n, dbMsPerReq: m.dbMs / n });
        }
      }
      const med = (xs: Compared['app'][]) => ({
        requestsPerSec: median(xs.map((x) => x.requestsPerSec)),
        p50Ms: median(xs.map((x) => x.p50Ms)),
        p99Ms: median(xs.map((x) => x.p99Ms)),
        errors: xs.reduce((a, x) => a + x.errors, 0),
        non2xx: xs.reduce((a, x) => a + x.non2xx, 0),
        serverMsPerReq: median(xs.map((x) => x.serverMsPerReq)),
        dbMsPerReq: median(xs.map((x) => x.dbMsPerReq)),
      });
      out.push({ name: e.name, app: med(runs.app), limit: med(runs.limit), statements: routes[e.path]!.length, loads });
      log(
        `${e.name}: app/limit ${(median(runs.app.map((x) => x.requestsPerSec)) / Math.max(1, median(runs.limit.map((x) => x.requestsPerSec)))).toFixed(2)}× (reps: ${runs.app.map((x, i) => `${fmt(x.requestsPerSec)}/${fmt(runs.limit[i]!.requestsPerSec)}`).join(', ')}; load ${loads.join(', ')})`,
      );
    }
    return out;
  } finally {
    await limitServer.close();
    await appServer.close();
  }
}

function printCompared(rows: Compared[]) {
  const header = [
    'endpoint (app vs limit)',
    'stmts',
    'app req/s',
    'limit req/s',
    'app/limit',
    'app p99',
    'limit p99',
    'app cpu ms/req',
    'limit cpu ms/req',
    'app db ms/req',
    'limit db ms/req',
    'load avg',
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.statements),
    fmt(r.app.requestsPerSec),
    fmt(r.limit.requestsPerSec),
    `${fmt(r.app.requestsPerSec / Math.max(1, r.limit.requestsPerSec), 2)}×`,
    fmt(r.app.p99Ms),
    fmt(r.limit.p99Ms),
    fmt(r.app.serverMsPerReq, 3),
    fmt(r.limit.serverMsPerReq, 3),
    fmt(r.app.dbMsPerReq, 3),
    fmt(r.limit.dbMsPerReq, 3),
    r.loads.join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log();
  console.log(row(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
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
      `usage: npm run bench [-- <case>…] [--db=postgres|pglite|both] [--duration=10] [--connections=50] [--warmup=2] [--extra] [--seed-only] [--reps=3] [--no-limit] [--rows=N] [--scale]\ncases: ${CASES.map((c) => c.name).join(', ')}, mixed (separately: npm run bench -- mixed)`,
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
  const allCompared: Compared[] = [];
  const scaled: { name: string; rows: number; p99Ms: number }[] = [];
  const byKind: KindFigure[] = [];
  const sizes = flags.has('scale') ? [1_000, undefined] : [flags.has('rows') ? Number(flags.get('rows')) : undefined];
  for (const c of cases) {
    for (const kind of kinds) {
      for (const size of sizes) {
        const { rows, compared } = await runCase(c, kind, pgUrl, o, {
          seedOnly: flags.has('seed-only'),
          extra: flags.has('extra'),
          limit: !flags.has('no-limit') && !(flags.has('scale') && size !== undefined),
          reps: Number(flags.get('reps') ?? 3),
          rows: size,
        });
        failed += rows.filter((r) => r.verdict === 'FAIL' && (kind === 'postgres' || r.errors + r.non2xx > 0)).length;
        judged += rows.filter((r) => r.verdict !== 'n/a').length;
        if (kind === 'postgres') allCompared.push(...compared);
        for (const r of rows)
          if (r.path !== '/healthz') {
            scaled.push({ name: `${c.name}/${kind}: ${r.name}`, rows: size ?? 0, p99Ms: r.p99Ms });
            if (size === undefined)
              byKind.push({ kind, requestsPerSec: r.requestsPerSec, p99Ms: r.p99Ms, name: `${c.name}: ${r.name}` });
          }
      }
    }
  }
  if (allCompared.length > 1) {
    console.log('\n━━ every endpoint against its limit server (PostgreSQL) ━━');
    printCompared(allCompared);
    const list = allCompared.find((r) => r.name === 'marketplace: list, first page');
    if (list)
      for (const r of allCompared)
        if (r !== list)
          console.log(
            `  ${r.name}: ${fmt(r.app.requestsPerSec / Math.max(1, list.app.requestsPerSec), 2)}× the marketplace list's throughput, ${fmt(r.app.requestsPerSec / Math.max(1, list.limit.requestsPerSec), 2)}× its limit server`,
          );
  }
  if (flags.has('scale')) {
    console.log('\n━━ p99 at 1,000 rows and at the default size ━━');
    const names = [...new Set(scaled.map((s) => s.name))];
    for (const n of names) {
      const small = scaled.find((s) => s.name === n && s.rows === 1_000);
      const big = scaled.find((s) => s.name === n && s.rows === 0);
      if (small && big)
        console.log(
          `  ${n}: p99 ${fmt(small.p99Ms)} ms → ${fmt(big.p99Ms)} ms (${fmt(big.p99Ms / Math.max(1, small.p99Ms), 2)}×)`,
        );
    }
  }
  failed += printPgliteBeside(byKind);
  if (failed) console.log(`\n${failed} endpoint(s) failed (over the bar on PostgreSQL, or with failed requests).`);
  else if (judged) console.log('\nEvery bar met on PostgreSQL.');
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
