import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sponsorsResponseSchema } from '../../contract/sponsors.js';

/** Public sponsors of the landing page. The admin side lives in admin/admin-sponsors.routes.ts. */
export default async function sponsorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sponsors } = app.services;

  r.get(
    '/api/sponsors',
    { schema: { tags: ['sponsors'], response: { 200: sponsorsResponseSchema } } },
    async (_request, reply) => {
      // Spec: the landing refreshes after sponsor changes, so no HTTP caching here.
      reply.header('cache-control', 'no-cache');
      return sponsors.publicList();
    },
  );
}
