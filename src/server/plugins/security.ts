import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { messages } from '../../contract/common.js';
import { forbidden } from '../http-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** External hosts the pages may talk to (map tiles, card payments); geocoding goes through /api/geocode. */
const STRIPE = 'https://js.stripe.com';

/**
 * Issue 37: browser features the pages may use. Geolocation for this origin only (the safety map's
 * 'Usar minha localização'); camera, microphone and the other commonly listed sensors and devices
 * off (photos are picked as files, never captured live). Features whose default is already this
 * origin (payment, with the `allow` Stripe's frame carries; fullscreen; clipboard; web-share) are
 * left out, and the list is written without spaces: the header is on every page, and the byte
 * budget counts it (decision 010). Only features Chromium knows: an unknown one logs a warning.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'usb=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(',');

export default fp(
  async function security(app: FastifyInstance) {
    // helmet itself, built once: @fastify/helmet rebuilds the middleware (and re-parses the whole
    // policy) on every request, a measurable share of a cheap API call.
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", STRIPE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            tileSource(app.config.map.tileUrl),
            ...(app.config.s3?.publicUrl ? [app.config.s3.publicUrl] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          frameSrc: [STRIPE, 'https://hooks.stripe.com'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(app.config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Swagger UI and the uploaded images are same-origin; keep the defaults otherwise.
      crossOriginEmbedderPolicy: false,
      // Agrees with CSP frame-ancestors 'none' (issue 37: SAMEORIGIN said the opposite to old browsers).
      xFrameOptions: { action: 'deny' },
      // Headers for browsers gone (IE8's download prompt, Flash's cross-domain policy, the removed
      // XSS auditor): dropped, which pays for the Permissions-Policy within the byte budget.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      hsts: app.config.env === 'production',
    });
    // Issue 38: the headers are worked out once, and an API answer gets only those an API answer
    // needs (~1 KB less on every JSON answer). A page gets helmet's whole set and the
    // Permissions-Policy, as before; so does everything else outside /api/ (files, /objects/…).
    const pageSet = [...captured(headers), ['permissions-policy', PERMISSIONS_POLICY] as const];
    const apiSet = apiHeaders(pageSet);
    app.addHook('onRequest', (request, reply, done) => {
      const set = isApiAnswer(request.url) ? apiSet : pageSet;
      for (const [name, value] of set) reply.raw.setHeader(name, value);
      done();
    });

    // CSRF: a state-changing request that names another origin is refused. Browsers always send
    // Origin on cross-site POST/PUT/DELETE; the SameSite=Lax cookie is the second line.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin ?? refererOrigin(request);
      done(origin && !allowedOrigins(app, request).has(origin) ? forbidden(messages.crossOrigin) : undefined);
    });
  },
  { name: 'security', dependencies: ['database'] },
);

/**
 * What an API answer keeps of the page's headers (OWASP's REST security headers): nosniff, the
 * same-origin CORP, HSTS in production, X-Frame-Options, and a CSP of its own that allows nothing
 * (a JSON answer opened as a document runs and loads nothing, and is never framed). The policies
 * only documents obey (the page's CSP, Permissions-Policy, COOP, Origin-Agent-Cluster,
 * Referrer-Policy, X-DNS-Prefetch-Control) stay on the pages. Cache-Control is each route's.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const API_KEEPS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-frame-options',
]);
function apiHeaders(pageSet: (readonly [string, string])[]): (readonly [string, string])[] {
  return [...pageSet.filter(([name]) => API_KEEPS.has(name)), ['content-security-policy', API_CSP] as const];
}

/** /api/ and /healthz answer JSON (and an .ics or two); /api/docs is Swagger UI's HTML page. */
export function isApiAnswer(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/healthz';
}

/** The headers helmet sets, read once from a stand-in response (helmet's own middleware, run once). */
function captured(
  middleware: (req: never, res: never, next: (err?: unknown) => void) => void,
): (readonly [string, string])[] {
  const out = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => out.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => out.delete(name.toLowerCase()),
  };
  let error: unknown;
  middleware({ headers: {} } as never, res as never, (err) => {
    error = err;
  });
  if (error) throw error;
  return [...out];
}

/** Exactly the tile host of MAP_TILE_URL; a `{s}` subdomain becomes a wildcard. */
export function tileSource(template: string): string {
  const m = /^(https?:\/\/)([^/]+)/.exec(template);
  return m ? `${m[1]}${m[2]!.replace('{s}', '*')}` : "'none'";
}

function refererOrigin(request: FastifyRequest): string | undefined {
  const ref = request.headers.referer;
  if (!ref) return undefined;
  try {
    return new URL(ref).origin;
  } catch {
    return 'invalid';
  }
}

function allowedOrigins(app: FastifyInstance, request: FastifyRequest): Set<string> {
  const allowed = new Set<string>();
  if (app.config.publicUrl) allowed.add(new URL(app.config.publicUrl).origin);
  const host = request.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed;
}
