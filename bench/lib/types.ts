import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.js';

/** One endpoint measured under load. A bar applies on PostgreSQL only (PGlite is written down, not judged). */
export interface Endpoint {
  name: string;
  /** Path and query string; the same URL for every request of the run. */
  path: string;
  /** Pass when p99 latency (ms) is at most this, on PostgreSQL. */
  p99BarMs?: number;
  /** Cookie header to send (a logged-in visitor); none by default. */
  cookie?: string;
  /** A POST with this JSON body (the same for every request); a GET without it. Never `limit` (the limit server answers GETs). */
  post?: object;
  /** Measured only with --extra (informative endpoints that lengthen the run). */
  extra?: boolean;
  /**
   * Issue 38: also measured against a limit server (bare node:http + pg running the statements the
   * app ran for this URL), interleaved, on PostgreSQL; the run prints app/limit throughput and CPU.
   */
  limit?: true;
}

/** What a case may use to build its endpoints once the app runs. */
export interface RunningContext {
  /** Signs a session id the way the app's cookie does (for logged-in endpoints). */
  signCookie(value: string): string;
  /** The app under test (a case's run() may observe its services). */
  app?: FastifyInstance;
}

export interface BenchCase<Ctx = unknown> {
  name: string;
  description: string;
  /** Settings of the app under test for this case (say, a rate limit raised so the endpoint itself is measured). */
  env?: Record<string, string>;
  /**
   * Fills the empty, migrated database (bulk SQL: generate_series, not one insert per row). `rows`:
   * the size of the case's main table when the run asks for one (`--rows`, `--scale`); else its default.
   */
  seed(database: Database, log: (line: string) => void, rows?: number): Promise<Ctx>;
  /** The endpoints to measure, given what the seed returned. */
  endpoints(ctx: Ctx, app: RunningContext): Endpoint[];
  /**
   * A case that is not one endpoint at a time (a burst beside a list, say) measures itself here
   * after its endpoints, printing its own figures.
   */
  run?(ctx: Ctx, app: RunningContext & { baseUrl: string }, o: RunOptions, log: (line: string) => void): Promise<void>;
}

/** The run's load options, as a case's own run() sees them. */
export interface RunOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export interface Measurement {
  name: string;
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Body bytes of one response (as a browser would download it, before compression). */
  bodyBytes: number;
  /** req/s of this endpoint divided by req/s of GET /healthz in the same run. */
  ratioToHealthz: number;
  errors: number;
  non2xx: number;
  p99BarMs?: number;
  verdict: 'PASS' | 'FAIL' | 'n/a';
}
