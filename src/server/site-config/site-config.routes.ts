import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteConfigListSchema } from '../../contract/site-config.js';

export default async function siteConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/site-config',
    { schema: { tags: ['site-config'], response: { 200: siteConfigListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.services.siteConfig.listPublic();
    },
  );
}
