import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import { adminReviewPageSchema, adminReviewQuery } from '../../contract/reviews.js';
import { currentUser } from '../plugins/session.js';

/** Issue 33: an administrator hides a published review (a report) or shows it again; audited. */
export default async function adminReviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app.services;
  r.put(
    '/api/admin/reviews/:id/hidden',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: z.object({ hidden: z.boolean({ message: 'Informe se a avaliação fica oculta.' }) }),
        response: { 200: z.object({ message: z.string() }), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => reviews.setHidden(currentUser(request), request.params.id, request.body.hidden),
  );
  r.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        querystring: adminReviewQuery,
        response: { 200: adminReviewPageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => reviews.forAdmin(request.query),
  );
}
