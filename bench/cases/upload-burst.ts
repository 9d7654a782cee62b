import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type BurstImage, type LatencyFigures, startListProbe, uploadBurst, withLoopDelay } from '../lib/probe.js';
import type { BenchCase } from '../lib/types.js';
import { type MarketplaceCtx, marketplaceCase } from './marketplace.js';

const REQUESTS = 8;
const PROBE_CONNECTIONS = 10;
const TARGET_BYTES = 4.8 * 1024 * 1024;
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A phone photo's worth of entropy: noise over the whole frame, so neither format can compress it
 * away. `sigma` is tuned until the file is just under 5 MB (the upload limit).
 */
async function noisy(width: number, height: number, format: 'jpeg' | 'png', seed: number): Promise<Buffer> {
  let sigma = format === 'jpeg' ? 12 : 30;
  let best: Buffer | null = null;
  for (let i = 0; i < 8; i++) {
    const img = sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: 90 + seed * 20, g: 120, b: 150 - seed * 10 },
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
    const out = format === 'jpeg' ? await img.jpeg({ quality: 92 }).toBuffer() : await img.png().toBuffer();
    if (out.length <= MAX_BYTES && (!best || out.length > best.length)) best = out;
    if (out.length <= MAX_BYTES && out.length >= TARGET_BYTES * 0.92) return out;
    sigma = Math.max(1, sigma * (TARGET_BYTES / out.length) ** 1.3);
  }
  if (!best) throw new Error(`could not make a ${format} under 5 MB`);
  return best;
}

const CACHE = join(tmpdir(), 'bench-upload-burst-images-v1');

/** Made once per machine (about 30 s on two busy cores) and kept in the temp folder. */
async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(CACHE, name);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const made = await make();
  await mkdir(CACHE, { recursive: true });
  await writeFile(file, made);
  return made;
}

async function burstImages(): Promise<BurstImage[]> {
  // Two 12-megapixel JPEGs (a phone camera's frame) and two PNGs, each about 5 MB.
  const [j1, j2, p1, p2] = await Promise.all([
    cached('foto1.jpg', () => noisy(4000, 3000, 'jpeg', 1)),
    cached('foto2.jpg', () => noisy(4000, 3000, 'jpeg', 2)),
    cached('print1.png', () => noisy(1300, 1250, 'png', 3)),
    cached('print2.png', () => noisy(1300, 1250, 'png', 4)),
  ]);
  return [
    { name: 'foto1.jpg', type: 'image/jpeg', data: j1 },
    { name: 'foto2.jpg', type: 'image/jpeg', data: j2 },
    { name: 'print1.png', type: 'image/png', data: p1 },
    { name: 'print2.png', type: 'image/png', data: p2 },
  ];
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => `${Math.round(n).toLocaleString('en')}`;
const line = (label: string, f: LatencyFigures, loop: { p50: number; p99: number; max: number }, avg: string) =>
  `${label.padEnd(22)} ${String(f.requests).padStart(7)}  ${ms(f.p50Ms).padStart(6)}  ${ms(f.p99Ms).padStart(6)}  ${ms(f.maxMs).padStart(6)}  ${`${f.errors}/${f.non2xx}`.padStart(9)}  ${`${loop.p50.toFixed(0)}/${loop.p99.toFixed(0)}/${loop.max.toFixed(0)}`.padStart(14)}  ${avg}`;

/**
 * Issue 37: one subscriber's uploads must not stall the site. The marketplace seed, then the list's
 * latency measured from 10 connections without a burst and during 8 parallel uploads of four ~5 MB
 * images each (32 images, inside the hourly quota) from one subscriber, with the app's event-loop
 * delay and the machine's load average beside each figure.
 */
export const uploadBurstCase: BenchCase<MarketplaceCtx> = {
  name: 'upload-burst',
  description: `the marketplace list's p50/p99 without and during ${REQUESTS} parallel uploads of 4 × ~5 MB images`,
  seed: (database, log) => marketplaceCase.seed(database, log),
  endpoints: () => [],

  async run(ctx, app, o, log) {
    const t0 = Date.now();
    const images = await burstImages();
    log(
      `images: ${images.map((i) => `${i.name} ${(i.data.length / 1024 / 1024).toFixed(2)} MB`).join(', ')} (made in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const listUrl = `${app.baseUrl}/api/marketplace`;
    const cookie = `sid=${app.signCookie(ctx.sessionId)}`;

    const warm = startListProbe(listUrl, PROBE_CONNECTIONS);
    await new Promise((r) => setTimeout(r, o.warmupSec * 1000));
    await warm.stop();

    const idleLoad = load();
    const idle = await withLoopDelay(async () => {
      const probe = startListProbe(listUrl, PROBE_CONNECTIONS);
      await new Promise((r) => setTimeout(r, o.durationSec * 1000));
      return probe.stop();
    });

    const burstLoad = load();
    const t1 = Date.now();
    const during = await withLoopDelay(async () => {
      const probe = startListProbe(listUrl, PROBE_CONNECTIONS);
      const answers = await uploadBurst(`${app.baseUrl}/api/upload`, cookie, REQUESTS, images);
      const burstMs = Date.now() - t1;
      return { list: await probe.stop(), answers, burstMs };
    });
    const { answers, burstMs } = during.result;
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const slowest = Math.max(...answers.map((a) => a.ms));
    log(
      `burst: ${REQUESTS} uploads × ${images.length} images in ${(burstMs / 1000).toFixed(1)} s (slowest answer ${(slowest / 1000).toFixed(1)} s); answers ${[
        ...byStatus,
      ]
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ')}`,
    );
    for (const a of answers.filter((x) => x.status !== 200).slice(0, 3)) log(`  ${a.status}: ${a.message}`);

    console.log(
      `${'GET /api/marketplace'.padEnd(22)} ${'req'.padStart(7)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'max ms'.padStart(6)}  ${'err/non2xx'.padStart(9)}  ${'loop p50/p99/max'.padStart(14)}  load average (1/5/15 min, ${cpus().length} cores)`,
    );
    console.log(line('without a burst', idle.result, idle.loop, idleLoad));
    console.log(line('during the burst', during.result.list, during.loop, burstLoad));
  },
};
