import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import {
  openCountSchema,
  reportGroupPageSchema,
  reportListQuery,
  resolvedSchema,
  resolveInputSchema,
} from '../../contract/reports.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Denúncias: the queue grouped by reported thing, the badge, the actions. */
export default async function adminReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.services;
  const tags = ['admin'];

  r.get(
    '/api/admin/reports',
    { schema: { tags, querystring: reportListQuery, response: { 200: reportGroupPageSchema, ...errors } } },
    async (request) => reports.queue(request.query),
  );
  r.get(
    '/api/admin/reports/open-count',
    { schema: { tags, response: { 200: openCountSchema, ...errors } } },
    async () => reports.openCount(),
  );
  r.post(
    '/api/admin/reports/resolve',
    { schema: { tags, body: resolveInputSchema, response: { 200: resolvedSchema, ...errors } } },
    async (request) => reports.resolve(currentUser(request), request.body),
  );
}
