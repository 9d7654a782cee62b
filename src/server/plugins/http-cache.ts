import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session.js';

/**
 * HTTP caching of the public reads, from this one table (first match wins; the path without the
 * query string). A CDN in front can absorb a rush on these, and a browser revalidates with
 * If-None-Match and gets a body-less 304 when nothing changed.
 *
 * - `maxAge`/`swr`: seconds of `Cache-Control: public, max-age, stale-while-revalidate` for an
 *   answer to a visitor. 0 means `public, no-cache` (kept, but revalidated every time).
 * - A request with a session cookie gets `private, no-cache`: the answer may depend on the member
 *   (`joined`, own or pending items, contacts), must not sit in a shared cache, and is revalidated
 *   so a member sees their own change at once. `Vary: Cookie` keeps a shared or browser cache from
 *   handing a visitor's copy to a member (or back).
 * Every other `/api/` answer (every write, /api/user, messages, contacts, admin, errors) gets
 * `private, no-store` unless its route set its own (the geocoder's, the data export's): it may
 * depend on who asks, so no cache in front may keep it (issue 37).
 */
export const PRIVATE = 'private, no-store';
/** Read by src/web/sw.js: this no-store answer may still be kept by the member's own worker. */
export const OFFLINE_COPY = 'x-offline-copy';

export const PUBLIC_GETS: ReadonlyArray<{ pattern: RegExp; maxAge: number; swr: number }> = [
  // Listings change when an admin approves one: a visitor may see a list up to a minute old.
  { pattern: /^\/api\/marketplace$/, maxAge: 30, swr: 60 },
  { pattern: /^\/api\/marketplace\/\d+(\/similar)?$/, maxAge: 30, swr: 60 },
  { pattern: /^\/api\/events$/, maxAge: 30, swr: 60 },
  { pattern: /^\/api\/events\/\d+$/, maxAge: 30, swr: 60 },
  // Spec: the landing shows sponsor changes at once; the ETag still saves the body.
  { pattern: /^\/api\/sponsors$/, maxAge: 0, swr: 0 },
  // Spec: site settings are cached for 5 minutes.
  { pattern: /^\/api\/site-config$/, maxAge: 300, swr: 300 },
  // Made from the same settings (docs/decisions/020-installable-app.md).
  { pattern: /^\/manifest\.webmanifest$/, maxAge: 300, swr: 300 },
  // The default share image, drawn from the same settings: crawlers fetch it once per share.
  { pattern: /^\/og-image\.png$/, maxAge: 300, swr: 86400 },
  { pattern: /^\/api\/stats$/, maxAge: 60, swr: 300 },
  // Recomputed by a job, not per request.
  { pattern: /^\/api\/market-temperature$/, maxAge: 300, swr: 600 },
  { pattern: /^\/api\/account-rentals$/, maxAge: 30, swr: 60 },
];

export function cachePolicy(path: string, hasSession: boolean): string | null {
  const entry = PUBLIC_GETS.find((e) => e.pattern.test(path));
  if (!entry) return null;
  if (hasSession) return 'private, no-cache';
  if (entry.maxAge === 0) return 'public, no-cache';
  return `public, max-age=${entry.maxAge}, stale-while-revalidate=${entry.swr}`;
}

/**
 * Weak: plugins/compress.ts may send the same answer brotli- or gzip-encoded, and one validator
 * covers every encoding of it only as a weak one (RFC 9110 8.8.1).
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match as a browser or cache sends it: `*`, or a list of (weak or strong) validators. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque); // weak comparison
}

function addVary(reply: FastifyReply, name: string) {
  const current = String(reply.getHeader('vary') ?? '');
  if (current.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === '*')) return;
  reply.header('vary', current ? `${current}, ${name}` : name);
}

const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * The hook for the table above and for the HTML of the web app (plugins/web.ts, `no-cache`): an
 * ETag over the answer as the handler wrote it, and 304 without a body when the request already
 * holds it. Registered before plugins/compress.ts so it sees the uncompressed body.
 */
export default fp(
  async function httpCache(app: FastifyInstance) {
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      done(null, withValidator(request, reply, payload));
    });
    function withValidator(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      const path = request.url.split('?', 1)[0]!;
      const isPublicGet = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
      if (!isPublicGet || !PUBLIC_GETS.some((e) => e.pattern.test(path))) {
        // Issue 37: every other API answer (/api/user, messages, contacts, admin, writes, errors)
        // may depend on who asks: no cache in front may keep it, unless the route chose its own.
        if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', PRIVATE);
          // HTTP caches never keep it; the member's own service worker may, for offline use (decision
          // 020). Answers whose route sets no-store itself (contacts, the export) carry no such mark.
          reply.header(OFFLINE_COPY, 'member');
        }
      }
      if (!isPublicGet) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: static files have their own
      const policy = cachePolicy(path, !!request.cookies?.[SESSION_COOKIE]);
      if (!policy && !isHtml(reply)) return payload;
      if (policy) {
        reply.header('cache-control', policy);
        addVary(reply, 'Cookie');
      }
      // Encoded once: the hash reads these bytes, and the socket (or plugins/compress.ts) gets them as they are.
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const etag = weakEtag(body);
      reply.header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return null;
      }
      return body;
    }
  },
  { name: 'http-cache', dependencies: ['session'] },
);
