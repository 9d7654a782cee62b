import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { guideListSchema, guideSchema, guideSearchQuery, guideSlugParam } from '../../contract/guides.js';

/** The public guides of /guias (issue 35). The admin side lives in admin/admin-guides.routes.ts. */
export default async function guidesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guides } = app.services;
  const tags = ['guides'];

  r.get(
    '/api/guides',
    { schema: { tags, querystring: guideSearchQuery, response: { 200: guideListSchema, 400: errorSchema } } },
    async (request) => guides.publicList(request.query.q),
  );

  r.get(
    '/api/guides/:slug',
    { schema: { tags, params: guideSlugParam, response: { 200: guideSchema, 400: errorSchema, 404: errorSchema } } },
    async (request) => guides.publicGet(request.params.slug),
  );
}
