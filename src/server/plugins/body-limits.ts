import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Issue 37: a 1 MB JSON body with 90,000 keys cost ~137 ms of CPU on the unauthenticated
 * /api/login before anything refused it. Each route now reads at most what it can need
 * (decision 026); a larger body is refused with 413 'Arquivo ou requisição grande demais.' (plugins/errors.ts)
 * before it is parsed.
 *
 * - SMALL: sign-in, registration and the other password forms: a few hundred bytes (every field
 *   bounded by its schema, 8 KB even if every character were a \uXXXX escape).
 * - NO_BODY: routes without a body schema (a join, an approval, a logout): nothing to read.
 * - DEFAULT: every other JSON body (the largest, an event's 5,000-character description).
 * Routes that set their own `bodyLimit`, or read other bodies through their own parser and limit
 * (multipart images, the signed image PUT, the Stripe webhook), keep theirs.
 */
export const BODY_LIMITS = { small: 8 * 1024, noBody: 1024, default: 64 * 1024 } as const;

const SMALL = new Set([
  'POST /api/login',
  'POST /api/register',
  'POST /api/privacy/delete-account',
  'POST /api/admin/users/:id/change-password',
  'POST /api/blacklist/check',
]);
/** Their content-type parsers carry their own limits (a route's bodyLimit would override them). */
const OWN_PARSER = [/^\/api\/uploads\//, /^\/api\/stripe\/webhook$/];

export function bodyLimitOf(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'bodyLimit'>): number | undefined {
  if (route.bodyLimit !== undefined) return route.bodyLimit;
  const url = route.url ?? '';
  if (OWN_PARSER.some((p) => p.test(url))) return undefined;
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.some((c) => c.startsWith('multipart/'))) return undefined;
  const methods = [route.method].flat();
  if (methods.some((m) => SMALL.has(`${m} ${url}`))) return BODY_LIMITS.small;
  if (!route.schema?.body) return BODY_LIMITS.noBody;
  return BODY_LIMITS.default;
}

export default fp(
  async function bodyLimits(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const limit = bodyLimitOf(route);
      if (limit !== undefined) route.bodyLimit = limit;
    });
  },
  { name: 'body-limits' },
);
