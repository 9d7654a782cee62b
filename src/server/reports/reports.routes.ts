import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { myReportPageSchema, reportCreatedSchema, reportInputSchema, reportListQuery } from '../../contract/reports.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/** 'Denunciar' (any signed-in member) and 'Minhas denúncias'. The admin queue is in admin/admin-reports.routes.ts. */
export default async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.services;
  const tags = ['reports'];

  r.post(
    '/api/reports',
    {
      config: { access: 'member' },
      schema: { tags, body: reportInputSchema, response: { 201: reportCreatedSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await reports.create(currentUser(request), request.body)),
  );
  r.get(
    '/api/reports/mine',
    {
      config: { access: 'member' },
      schema: { tags, querystring: reportListQuery, response: { 200: myReportPageSchema, ...errors } },
    },
    async (request) => reports.mine(currentUser(request), request.query),
  );
}
