import { type GeocodeResult, safetyMessages as msg } from '../../contract/safety-reports.js';
import type { AppConfig } from '../config.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { HttpError, notFound, tooManyRequests } from '../http-errors.js';
import { createTtlCache } from './ttl-cache.js';

const DAY_MS = 86_400_000;
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second from the whole app (all instances). */
const GLOBAL_KEY = 'geocoder:second';
const TRIES = 3;

export interface GeocodeDeps {
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'map' | 'publicUrl'>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The address search the browser asks through /api/geocode: it never calls the geocoder itself. */
export function createGeocodeService(deps: GeocodeDeps) {
  const cache = createTtlCache<GeocodeResult | null>(DAY_MS, 2_000);
  const userAgent = `ComunidadeEntregadoresDublin/1.0 (${deps.config.publicUrl ?? 'safety map'})`;
  // One upstream call at a time from this instance; the database counter covers the others.
  let queue: Promise<unknown> = Promise.resolve();

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
    /** lat, lon and display name of the first match; 404 'Endereço não encontrado' when none. Cached a day. */
    async search(query: string): Promise<GeocodeResult> {
      const q = query.trim().replace(/\s+/g, ' ');
      const found = await cache.get(q.toLowerCase(), () => {
        const run = queue.then(() => ask(q));
        queue = run.catch(() => {});
        return run;
      });
      if (!found) throw notFound(msg.addressNotFound);
      return found;
    },
  };
}
export type GeocodeService = ReturnType<typeof createGeocodeService>;
