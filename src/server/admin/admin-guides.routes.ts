import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  adminGuideListSchema,
  adminGuideSchema,
  guideCreateSchema,
  guideOrderSchema,
  guidePreviewResultSchema,
  guidePreviewSchema,
  guideUpdateSchema,
} from '../../contract/guides.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Guias (issue 35): every guide (unpublished too), create, edit, preview, publish, order, reviewed. */
export default async function adminGuidesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { guides } = app.services;
  const tags = ['admin'];

  r.get('/api/admin/guides', { schema: { tags, response: { 200: adminGuideListSchema, ...errors } } }, async () =>
    guides.adminList(),
  );

  r.post(
    '/api/admin/guides',
    { schema: { tags, body: guideCreateSchema, response: { 201: adminGuideSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await guides.create(currentUser(request), request.body)),
  );

  r.post(
    '/api/admin/guides/preview',
    { schema: { tags, body: guidePreviewSchema, response: { 200: guidePreviewResultSchema, ...errors } } },
    async (request) => guides.renderPreview(request.body.body),
  );

  r.put(
    '/api/admin/guides/order',
    { schema: { tags, body: guideOrderSchema, response: { 200: adminGuideListSchema, ...errors } } },
    async (request) => guides.reorder(currentUser(request), request.body.ids),
  );

  r.put(
    '/api/admin/guides/:id',
    { schema: { tags, params: idParam, body: guideUpdateSchema, response: { 200: adminGuideSchema, ...errors } } },
    async (request) => guides.update(currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/admin/guides/:id/reviewed',
    { schema: { tags, params: idParam, response: { 200: adminGuideSchema, ...errors } } },
    async (request) => guides.markReviewed(currentUser(request), request.params.id),
  );
}
