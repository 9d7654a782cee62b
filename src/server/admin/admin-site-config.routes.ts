import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import {
  adminSiteConfigEntrySchema,
  adminSiteConfigListSchema,
  siteConfigKeyParam,
  siteConfigUpdateSchema,
} from '../../contract/site-config.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Admin tab Configurações do site: every key with its description; inline edit of editable keys. */
export default async function adminSiteConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { siteConfig } = app.services;
  const tags = ['admin'];

  r.get(
    '/api/admin/site-config',
    { schema: { tags, response: { 200: adminSiteConfigListSchema, ...errors } } },
    async () => siteConfig.adminList(),
  );

  r.put(
    '/api/admin/site-config/:key',
    {
      schema: {
        tags,
        params: siteConfigKeyParam,
        body: siteConfigUpdateSchema,
        response: { 200: adminSiteConfigEntrySchema, ...errors },
      },
    },
    async (request) => siteConfig.update(currentUser(request), request.params.key, request.body.value),
  );
}
