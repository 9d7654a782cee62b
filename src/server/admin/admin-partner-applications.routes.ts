import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResultSchema } from '../../contract/admin-users.js';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  partnerApplicationListQuery,
  partnerApplicationPageSchema,
  partnerApplicationSchema,
  partnerStatusInputSchema,
  pendingCountSchema,
} from '../../contract/partner-applications.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Parceiros: applications, the pending badge, approve/reject while pending, delete. */
export default async function adminPartnerApplicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { partnerApplications: service } = app.services;
  const tags = ['admin'];

  r.get(
    '/api/admin/partner-applications',
    {
      schema: {
        tags,
        querystring: partnerApplicationListQuery,
        response: { 200: partnerApplicationPageSchema, ...errors },
      },
    },
    async (request) => service.page(request.query),
  );

  r.get(
    '/api/admin/partner-applications/pending-count',
    { schema: { tags, response: { 200: pendingCountSchema, ...errors } } },
    async () => service.pendingCount(),
  );

  r.put(
    '/api/admin/partner-applications/:id/status',
    {
      schema: {
        tags,
        params: idParam,
        body: partnerStatusInputSchema,
        response: { 200: partnerApplicationSchema, ...errors },
      },
    },
    async (request) => service.review(currentUser(request), request.params.id, request.body.status),
  );

  r.delete(
    '/api/admin/partner-applications/:id',
    { schema: { tags, params: idParam, response: { 200: messageResultSchema, ...errors } } },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
