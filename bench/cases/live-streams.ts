import { cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 500);
/** Messages per second sent, each by a different member (the message limit is per sender). */
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 50);
const BAR_P99_MS = 200;

export interface LiveCtx {
  /** Member ids and their session ids, in the same order. */
  members: { id: number; sid: string }[];
}

/**
 * The clients, in a worker thread: their sockets and parsing live in another V8 heap, so the app's
 * heap measured on the main thread is the server's share of an open stream. Plain JavaScript (eval).
 */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { baseUrl, cookies, concurrency } = workerData;
const reqs = [];
let ready = 0;
function open(i) {
  return new Promise((resolve) => {
    const req = http.get(baseUrl + '/api/notifications/stream', { agent: false, headers: { cookie: cookies[i], accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) { res.resume(); parentPort.postMessage({ type: 'refused', status: res.statusCode }); return resolve(); }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk) => {
        buf += chunk;
        let k;
        while ((k = buf.indexOf('\\n\\n')) >= 0) {
          const block = buf.slice(0, k);
          buf = buf.slice(k + 2);
          if (block.includes('event: ready')) { ready++; resolve(); }
          else if (block.includes('event: notification')) {
            const at = performance.timeOrigin + performance.now();
            const data = block.split('\\n').find((l) => l.startsWith('data: ')).slice(6);
            parentPort.postMessage({ type: 'event', i, at, from: JSON.parse(data).target.memberId });
          }
        }
      });
    });
    req.on('error', (e) => { parentPort.postMessage({ type: 'error', message: e.message }); resolve(); });
    reqs.push(req);
  });
}
(async () => {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (next < cookies.length) await open(next++); }));
  parentPort.postMessage({ type: 'open', ready });
})();
parentPort.on('message', (m) => { if (m === 'close') { for (const r of reqs) r.destroy(); parentPort.postMessage({ type: 'closed' }); } });
`;

function gc() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * Issue 29: 1,000 members each with a live stream open on one instance; members send each other
 * messages (one each, at a steady rate), and each message's notification is timed from the moment
 * its POST leaves to the moment the recipient's stream delivers it. The memory an open stream
 * costs is measured on the app's heap (the clients run in a worker thread) and on the process.
 */
export const liveStreamsCase: BenchCase<LiveCtx> = {
  name: 'live-streams',
  description: `${STREAMS.toLocaleString('en')} open live streams; ${MESSAGES} messages at ${RATE}/s, each from another member, timed to the recipient's stream (p99 ≤ ${BAR_P99_MS} ms)`,

  async seed({ db }, log) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, member_number, subscription_status, subscription_source, subscription_end)
      select 'vivo' || n || '@bench.local', 'x', 'Membro', 'Número ' || n, 'LV' || lpad(n::text, 5, '0'),
        'active', 'admin', now() + interval '30 days'
      from generate_series(1, ${STREAMS}) n`);
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      select 'bench-live-' || id, jsonb_build_object('userId', id), now() + interval '1 day'
      from users where email like 'vivo%@bench.local'`);
    const members = await queryRows<{ id: number; sid: string }>(
      db,
      sql`select id, 'bench-live-' || id as sid from users where email like 'vivo%@bench.local' order by id`,
    );
    log(`${members.length.toLocaleString('en')} members with a session`);
    return { members };
  },

  endpoints: () => [],

  async run(ctx, app, _o, log) {
    const { members } = ctx;
    const cookies = members.map((m) => `sid=${app.signCookie(m.sid)}`);
    gc();
    const before = process.memoryUsage();
    const worker = new Worker(CLIENTS, {
      eval: true,
      workerData: { baseUrl: app.baseUrl, cookies, concurrency: 50 },
    });
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let refused = 0;
    let errors = 0;
    let opened!: () => void;
    const allOpen = new Promise<void>((r) => {
      opened = r;
    });
    let closed!: () => void;
    const allClosed = new Promise<void>((r) => {
      closed = r;
    });
    let held = 0;
    worker.on('message', (m: { type: string; i?: number; at?: number; from?: number; ready?: number }) => {
      if (m.type === 'open') {
        held = m.ready!;
        opened();
      } else if (m.type === 'closed') closed();
      else if (m.type === 'refused') refused++;
      else if (m.type === 'error') errors++;
      else if (m.type === 'event') {
        const key = `${members[m.i!]!.id}:${m.from}`;
        const t = sentAt.get(key);
        if (t !== undefined) {
          latencies.push(m.at! - t);
          sentAt.delete(key);
        }
      }
    });
    const t0 = Date.now();
    await allOpen;
    const openMs = Date.now() - t0;
    gc();
    const after = process.memoryUsage();
    log(
      `${held.toLocaleString('en')} streams open (each its own connection) in ${(openMs / 1000).toFixed(1)} s (${refused} refused, ${errors} errors); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
    log(
      `memory per open stream: app heap ${((after.heapUsed - before.heapUsed) / held / 1024).toFixed(1)} KB (heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}), process RSS ${((after.rss - before.rss) / held / 1024).toFixed(1)} KB (both ends' sockets and buffers; ${mb(before.rss)} → ${mb(after.rss)})`,
    );

    // Member j sends one message to member j+1 (a different sender each time: the limit is per sender).
    const sends: Promise<void>[] = [];
    const postMs: number[] = [];
    let failed = 0;
    for (let j = 0; j < MESSAGES; j++) {
      const from = members[j % members.length]!;
      const to = members[(j + 1) % members.length]!;
      const at = performance.timeOrigin + performance.now();
      sentAt.set(`${to.id}:${from.id}`, at);
      sends.push(
        fetch(`${app.baseUrl}/api/messages`, {
          method: 'POST',
          headers: { cookie: cookies[j % members.length]!, 'content-type': 'application/json' },
          body: JSON.stringify({ receiverId: to.id, content: `Mensagem ao vivo ${j}` }),
        }).then(async (r) => {
          postMs.push(performance.timeOrigin + performance.now() - at);
          if (r.status !== 201) failed++;
          await r.arrayBuffer();
        }),
      );
      await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
    await Promise.all(sends);
    const until = Date.now() + 5_000;
    while (sentAt.size && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    worker.postMessage('close');
    await allClosed;
    await worker.terminate();

    const sorted = latencies.sort((a, b) => a - b);
    const posts = postMs.sort((a, b) => a - b);
    log(
      `the sends themselves (POST /api/messages until its answer): p50 ${pct(posts, 50).toFixed(0)} ms, p99 ${pct(posts, 99).toFixed(0)} ms`,
    );
    const p99 = pct(sorted, 99);
    log(
      `${sorted.length}/${MESSAGES} delivered (${failed} sends failed, ${sentAt.size} never arrived within 5 s): p50 ${pct(sorted, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; bar p99 ≤ ${BAR_P99_MS} ms: ${
        sentAt.size === 0 && failed === 0 && p99 <= BAR_P99_MS ? 'PASS' : 'FAIL'
      } (judged on PostgreSQL only); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  },
};
