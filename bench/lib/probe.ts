import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * Load generators for the burst cases, each in its own worker thread so that neither shares the
 * event loop of the app it measures (the bench runs the app in this process). Plain JavaScript
 * evaluated in the worker: global fetch, nothing to compile.
 */
const LIST_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, headers } = workerData;
const latencies = [];
let errors = 0, non2xx = 0, stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
async function loop() {
  while (!stop) {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status < 200 || res.status > 299) non2xx++;
    } catch { errors++; }
    latencies.push(performance.now() - t0);
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(() => parentPort.postMessage({ latencies, errors, non2xx }));
`;

const UPLOAD_BURST = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, cookie, requests, images } = workerData;
async function one() {
  const form = new FormData();
  for (const im of images) form.append('images', new Blob([im.data], { type: im.type }), im.name);
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', body: form, headers: { cookie } });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - t0, message: res.status === 200 ? '' : body.slice(0, 160) };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, message: String(err) };
  }
}
Promise.all(Array.from({ length: requests }, one)).then((r) => parentPort.postMessage(r));
`;

export interface LatencyFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

function figures(latencies: number[], errors: number, non2xx: number): LatencyFigures {
  const s = [...latencies].sort((a, b) => a - b);
  return {
    requests: s.length,
    p50Ms: quantile(s, 0.5),
    p99Ms: quantile(s, 0.99),
    maxMs: s.at(-1) ?? 0,
    errors,
    non2xx,
  };
}

/** GET `url` from `connections` loops until stop() resolves with the latency figures. */
export function startListProbe(url: string, connections: number, headers: Record<string, string> = {}) {
  const worker = new Worker(LIST_PROBE, { eval: true, workerData: { url, connections, headers } });
  const done = new Promise<LatencyFigures>((resolve, reject) => {
    worker.once('message', (m: { latencies: number[]; errors: number; non2xx: number }) =>
      resolve(figures(m.latencies, m.errors, m.non2xx)),
    );
    worker.once('error', reject);
  });
  return {
    async stop(): Promise<LatencyFigures> {
      worker.postMessage('stop');
      const f = await done;
      await worker.terminate();
      return f;
    },
  };
}

export interface BurstImage {
  name: string;
  type: string;
  data: Uint8Array;
}
export interface BurstAnswer {
  status: number;
  ms: number;
  message: string;
}

/** `requests` parallel multipart POSTs of `images` (field `images`) to `url`, from a worker thread. */
export async function uploadBurst(
  url: string,
  cookie: string,
  requests: number,
  images: BurstImage[],
): Promise<BurstAnswer[]> {
  const worker = new Worker(UPLOAD_BURST, { eval: true, workerData: { url, cookie, requests, images } });
  try {
    return await new Promise<BurstAnswer[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

/** Event-loop delay of this thread (where the app runs) while `fn` runs: p50, p99 and max in ms. */
export async function withLoopDelay<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; loop: { p50: number; p99: number; max: number } }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await fn();
    h.disable();
    const ms = (ns: number) => ns / 1e6;
    return { result, loop: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) } };
  } finally {
    h.disable();
  }
}
