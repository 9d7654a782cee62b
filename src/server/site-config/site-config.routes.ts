import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteConfigListSchema, webManifestSchema } from '../../contract/site-config.js';
import { translateExact } from '../i18n/translate.js';

export default async function siteConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/site-config',
    { schema: { tags: ['site-config'], response: { 200: siteConfigListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Cookie, Accept-Language');
      const list = await app.services.siteConfig.listPublic();
      // Issue 36: the site's texts as shipped are in the catalogues; an administrator's own stay as written.
      if (request.lang === 'pt-BR') return list;
      return list.map((e) => (e.value ? { ...e, value: translateExact(request.lang, e.value) } : e));
    },
  );
  // The installable app's manifest (docs/decisions/020-installable-app.md); HTTP caching from
  // plugins/http-cache.ts like the other public reads.
  r.get(
    '/manifest.webmanifest',
    { schema: { tags: ['site-config'], response: { 200: webManifestSchema } } },
    async (request, reply) => {
      reply.type('application/manifest+json; charset=utf-8').header('vary', 'Cookie, Accept-Language');
      const manifest = await app.services.siteConfig.webManifest();
      if (request.lang === 'pt-BR') return manifest;
      const tr = (text: string) => translateExact(request.lang, text);
      return {
        ...manifest,
        lang: request.lang,
        name: tr(manifest.name),
        short_name: tr(manifest.short_name),
        description: tr(manifest.description),
      };
    },
  );
  // The default share image (site config og_image, '/og-image.png'): drawn from the site's title and
  // colours. HTTP caching from plugins/http-cache.ts.
  r.get('/og-image.png', { schema: { tags: ['site-config'], produces: ['image/png'] } }, async (_request, reply) =>
    reply.type('image/png').send(await app.services.siteConfig.shareImage()),
  );
}
