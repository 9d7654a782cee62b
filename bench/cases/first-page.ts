import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BenchCase } from '../lib/types.js';
import { type MarketplaceCtx, marketplaceCase } from './marketplace.js';

/** A visitor's page must serve at least this share of the member's same page (issue 38). */
const BAR = 0.5;
const REPS = Number(process.env.BENCH_FIRST_PAGE_REPS ?? 3);
const PAGES = ['/', '/marketplace'] as const;
/** What a browser sends: the HTML goes out compressed, as it does to a phone. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

type Ctx = MarketplaceCtx & { kind: 'postgres' | 'pglite' };

async function rate(url: string, connections: number, durationSec: number, cookie?: string) {
  const headers = cookie ? { ...BROWSER, cookie } : BROWSER;
  const r = await autocannon({ url, connections, duration: durationSec, headers, workers: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Issue 38: a visitor's first HTML page (`/`, `/marketplace`: the page with its first API answers
 * in it, pages/first-answers.ts) against the same page for a signed-in subscriber (no answers, one
 * session lookup), on the marketplace seed. Member and visitor are measured one after the other,
 * REPS times over (interleaved, so a busy machine weighs on both alike); the verdict is the median
 * ratio of each page, ≥ BAR on PostgreSQL. Needs a web build (dist/web: `npm run build`).
 */
export const firstPageCase: BenchCase<Ctx> = {
  name: 'first-page',
  description: `a visitor's / and /marketplace (answers in the HTML) against a member's, ≥ ${BAR} × (median of ${REPS})`,
  async seed(database, log) {
    return { ...(await marketplaceCase.seed(database, log)), kind: database.kind };
  },
  endpoints: () => [],

  async run(ctx, app, o, log) {
    const cookie = `sid=${app.signCookie(ctx.sessionId)}`;
    for (const path of PAGES) {
      const visitor = await fetch(app.baseUrl + path, { headers: BROWSER }).then((r) => r.text());
      const member = await fetch(app.baseUrl + path, { headers: { ...BROWSER, cookie } }).then((r) => r.text());
      if (!visitor.includes('id="first-answers"') || member.includes('id="first-answers"'))
        throw new Error(`${path}: no web build with first answers (run npm run build)`);
    }
    log(
      `load: ${o.connections} connections, ${o.durationSec} s per run (+${o.warmupSec} s warm-up), ${REPS} reps; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    console.log(
      `${'page'.padEnd(14)} ${'member req/s'.padStart(13)} ${'visitor req/s'.padStart(14)} ${'ratio'.padStart(6)} ${'member p99'.padStart(11)} ${'visitor p99'.padStart(12)}  runs (ratio)`,
    );
    let failed = false;
    for (const path of PAGES) {
      const url = app.baseUrl + path;
      if (o.warmupSec > 0) {
        await rate(url, o.connections, o.warmupSec, cookie);
        await rate(url, o.connections, o.warmupSec);
      }
      const runs: { m: Awaited<ReturnType<typeof rate>>; v: Awaited<ReturnType<typeof rate>> }[] = [];
      for (let i = 0; i < REPS; i++) {
        const m = await rate(url, o.connections, o.durationSec, cookie);
        const v = await rate(url, o.connections, o.durationSec);
        runs.push({ m, v });
      }
      const ratio = median(runs.map((r) => r.v.rps / r.m.rps));
      const errors = runs.reduce((n, r) => n + r.m.failed + r.v.failed, 0);
      const verdict =
        errors > 0
          ? `FAIL (${errors} failed requests)`
          : ctx.kind !== 'postgres'
            ? 'n/a'
            : ratio >= BAR
              ? 'PASS'
              : 'FAIL';
      if (verdict.startsWith('FAIL')) failed = true;
      console.log(
        `${path.padEnd(14)} ${median(runs.map((r) => r.m.rps))
          .toFixed(0)
          .padStart(13)} ${median(runs.map((r) => r.v.rps))
          .toFixed(0)
          .padStart(14)} ${`${ratio.toFixed(2)}×`.padStart(6)} ${median(runs.map((r) => r.m.p99))
          .toFixed(0)
          .padStart(11)} ${median(runs.map((r) => r.v.p99))
          .toFixed(0)
          .padStart(12)}  ${runs.map((r) => (r.v.rps / r.m.rps).toFixed(2)).join(' ')}  ${verdict}`,
      );
    }
    if (failed) process.exitCode = 1;
  },
};
