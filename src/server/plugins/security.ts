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
 * 'Usar minha localização'); payment for this origin and Stripe's frame (wallets in the Payment
 * Element); fullscreen and the clipboard (the copy buttons) for this origin (sharing needs no entry:
 * web-share defaults to the site itself, and Chromium warns about it as an unknown feature);
 * every other commonly listed feature off, camera and microphone included (photos are picked as
 * files, never captured live). Only features Chromium knows: an unknown one logs a console error.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  `payment=(self "${STRIPE}")`,
  'fullscreen=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'accelerometer=()',
  'autoplay=()',
  'display-capture=()',
  'encrypted-media=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'browsing-topics=()',
  'magnetometer=()',
  'midi=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

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
      hsts: app.config.env === 'production',
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });

    // CSRF: a state-changing request that names another origin is refused. Browsers always send
    // Origin on cross-site POST/PUT/DELETE; the SameSite=Lax cookie is the second line.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin ?? refererOrigin(request);
      if (!origin) return;
      if (!allowedOrigins(app, request).has(origin)) throw forbidden(messages.crossOrigin);
    });
  },
  { name: 'security', dependencies: ['database'] },
);

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
