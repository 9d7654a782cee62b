import autocannon from 'autocannon';
import type { Endpoint, Measurement } from './types.js';

export interface LoadOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export interface Load {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon against one URL. The load generator runs in a worker thread so it does not share the
 * event loop with the server it measures (both still share the machine's cores).
 */
export async function load(url: string, o: LoadOptions, cookie?: string, post?: object): Promise<Load> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
  if (post) headers['content-type'] = 'application/json';
  const request = post ? { method: 'POST' as const, body: JSON.stringify(post) } : {};
  const base = { url, connections: o.connections, headers, workers: 1, ...request };
  if (o.warmupSec > 0) await autocannon({ ...base, duration: o.warmupSec });
  const r = await autocannon({ ...base, duration: o.durationSec });
  return {
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Body bytes of one answer; refuses to measure an endpoint that does not answer 200. */
export async function probe(url: string, cookie?: string, post?: object): Promise<number> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
  if (post) headers['content-type'] = 'application/json';
  const res = await fetch(url, post ? { method: 'POST', headers, body: JSON.stringify(post) } : { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.toString().slice(0, 200)}`);
  return body.length;
}

export async function measure(
  baseUrl: string,
  e: Endpoint,
  healthzRps: number,
  o: LoadOptions,
  judged: boolean,
): Promise<Measurement> {
  const url = baseUrl + e.path;
  const bodyBytes = await probe(url, e.cookie, e.post);
  const l = await load(url, o, e.cookie, e.post);
  const failedRequests = l.errors + l.non2xx > 0;
  const verdict: Measurement['verdict'] =
    !judged || e.p99BarMs === undefined
      ? failedRequests
        ? 'FAIL'
        : 'n/a'
      : !failedRequests && l.p99Ms <= e.p99BarMs
        ? 'PASS'
        : 'FAIL';
  return {
    name: e.name,
    path: e.path,
    ...l,
    bodyBytes,
    ratioToHealthz: healthzRps > 0 ? l.requestsPerSec / healthzRps : 0,
    p99BarMs: e.p99BarMs,
    verdict,
  };
}
