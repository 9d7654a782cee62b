import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteConfigListSchema, webManifestSchema } from '../../contract/site-config.js';

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
  // The installable app's manifest (docs/decisions/020-installable-app.md); HTTP caching from
  // plugins/http-cache.ts like the other public reads.
  r.get(
    '/manifest.webmanifest',
    { schema: { tags: ['site-config'], response: { 200: webManifestSchema } } },
    async (_request, reply) => {
      reply.type('application/manifest+json; charset=utf-8');
      return app.services.siteConfig.webManifest();
    },
  );
}
