import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResultSchema } from '../../contract/admin-users.js';
import {
  adminAlertListQuery,
  adminAlertPageSchema,
  adminAlertSavedSchema,
  alertActiveInputSchema,
  alertStatusInputSchema,
  pendingAlertCountSchema,
} from '../../contract/blacklist.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** 'Denúncias' tab, section 'Alertas da comunidade': the queue by status, approve/reject, (de)activate, delete. */
export default async function adminBlacklistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blacklist: service } = app.services;
  const tags = ['admin'];

  r.get(
    '/api/admin/blacklist',
    { schema: { tags, querystring: adminAlertListQuery, response: { 200: adminAlertPageSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.page(request.query);
    },
  );

  r.get(
    '/api/admin/blacklist/pending-count',
    { schema: { tags, response: { 200: pendingAlertCountSchema, ...errors } } },
    async () => service.pendingCount(),
  );

  r.put(
    '/api/admin/blacklist/:id/status',
    {
      schema: {
        tags,
        params: idParam,
        body: alertStatusInputSchema,
        response: { 200: adminAlertSavedSchema, ...errors },
      },
    },
    async (request) => service.review(currentUser(request), request.params.id, request.body.status),
  );

  r.put(
    '/api/admin/blacklist/:id/active',
    {
      schema: {
        tags,
        params: idParam,
        body: alertActiveInputSchema,
        response: { 200: adminAlertSavedSchema, ...errors },
      },
    },
    async (request) => service.setActive(currentUser(request), request.params.id, request.body.isActive),
  );

  r.delete(
    '/api/admin/blacklist/:id',
    { schema: { tags, params: idParam, response: { 200: messageResultSchema, ...errors } } },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
