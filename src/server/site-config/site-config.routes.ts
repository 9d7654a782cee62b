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
  // The default share image (site config og_image, '/og-image.png'): drawn from the site's title and
  // colours. HTTP caching from plugins/http-cache.ts.
  r.get('/og-image.png', { schema: { tags: ['site-config'], produces: ['image/png'] } }, async (_request, reply) =>
    reply.type('image/png').send(await app.services.siteConfig.shareImage()),
  );
}
