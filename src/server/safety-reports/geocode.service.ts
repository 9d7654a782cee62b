import { type GeocodeResult, safetyMessages as msg } from '../../contract/safety-reports.js';
import type { AppConfig } from '../config.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { HttpError, notFound, tooManyRequests } from '../http-errors.js';
import { createTtlCache } from './ttl-cache.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second from the whole app (all instances). */
const GLOBAL_KEY = 'geocoder:second';
const TRIES = 3;

export interface GeocodeDeps {
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'map' | 'publicUrl'>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Who searches: the client IP (always) and the member (when signed in). */
export interface Searcher {
  ip: string;
  userId?: number;
}

/**
 * The address search the browser asks through /api/geocode: it never calls the geocoder itself.
 *
 * Issue 37: thirty different searches from one visitor queued behind the one-a-second upstream
 * made another visitor wait 29.9 s. Now a search the cache cannot answer (answers are kept a day,
 * at most 2,000) must pass, in order: one search at a time per client (IP and member; 429 at once),
 * GEOCODER_MAX_PER_HOUR per client IP and per member (429 with Retry-After), and a queue of at most
 * GEOCODER_QUEUE_MAX on this instance (503 at once). A visitor therefore waits behind at most that
 * many others' searches, and no one client can hold more than one place in the line.
 */
export function createGeocodeService(deps: GeocodeDeps) {
  const cache = createTtlCache<GeocodeResult | null>(DAY_MS, 2_000);
  const userAgent = `ComunidadeEntregadoresDublin/1.0 (${deps.config.publicUrl ?? 'safety map'})`;
  const { geocoderPerHour, geocoderQueueMax } = deps.config.map;
  // One upstream call at a time from this instance; the database counter covers the others.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  /** Clients (`ip:…`, `user:…`) with a search in the line now. */
  const inLine = new Set<string>();

  /** Admits one upstream search for `who`, or refuses it at once; the returned function frees its place. */
  async function admit(who: Searcher): Promise<() => void> {
    const keys = [`ip:${who.ip}`, ...(who.userId === undefined ? [] : [`user:${who.userId}`])];
    if (keys.some((k) => inLine.has(k))) throw tooManyRequests(msg.geocoderOneAtATime, 1);
    if (waiting >= geocoderQueueMax) throw new HttpError(503, msg.geocoderBusy, { 'retry-after': '2' });
    for (const k of keys) inLine.add(k);
    waiting += 1;
    const free = () => {
      waiting -= 1;
      for (const k of keys) inLine.delete(k);
    };
    try {
      for (const k of keys) {
        const hit = await deps.rateLimiter.hit(`geocoder-${k}`, geocoderPerHour, HOUR_MS);
        if (hit.blocked) throw tooManyRequests(msg.geocoderLimit, hit.retryAfterSeconds);
      }
    } catch (err) {
      free();
      throw err;
    }
    return free;
  }

  async function slot(): Promise<void> {
    for (let i = 0; i < TRIES; i++) {
      const hit = await deps.rateLimiter.hit(GLOBAL_KEY, 1, 1000);
      if (!hit.blocked) return;
      await sleep(Math.min(1000, Math.max(50, hit.retryAfterSeconds * 1000)));
    }
    throw tooManyRequests(msg.geocoderBusy, 1);
  }

  async function ask(q: string): Promise<GeocodeResult | null> {
    await slot();
    const url = new URL('/search', `${deps.config.map.geocoderUrl}/`);
    url.search = new URLSearchParams({ q: `${q}, Dublin, Ireland`, format: 'json', limit: '1' }).toString();
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      body = await res.json();
    } catch {
      throw new HttpError(502, msg.geocoderFailed);
    }
    const first = Array.isArray(body)
      ? (body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | undefined)
      : undefined;
    const lat = Number(first?.lat);
    const lon = Number(first?.lon);
    if (!first || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
    return { lat, lon, displayName: String(first.display_name ?? q) };
  }

  return {
    /** lat, lon and display name of the first match; 404 'Endereço não encontrado' when none. Cached a day; limited per client (above). */
    async search(query: string, who: Searcher): Promise<GeocodeResult> {
      const q = query.trim().replace(/\s+/g, ' ');
      // The loader runs only when the cache has no answer: cached searches pass every limit.
      const found = await cache.get(q.toLowerCase(), async () => {
        const free = await admit(who);
        const run = queue.then(() => ask(q)).finally(free);
        queue = run.catch(() => {});
        return run;
      });
      if (!found) throw notFound(msg.addressNotFound);
      return found;
    },
  };
}
export type GeocodeService = ReturnType<typeof createGeocodeService>;
