import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam, pageQuery } from '../../contract/common.js';
import { adminReportPageSchema, moderateDescriptionSchema } from '../../contract/safety-reports.js';
import { currentUser } from '../plugins/session.js';

/** Under the /api/admin guard: the reports with exact positions and reporters, and removal of one. */
export default async function adminSafetyReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safetyReports } = app.services;

  r.get(
    '/api/admin/safety-reports',
    { schema: { tags: ['admin'], querystring: pageQuery, response: { 200: adminReportPageSchema, 400: errorSchema } } },
    async (request) => safetyReports.adminList(request.query),
  );

  // Issue 31: moderation takes descriptions of people out (edited, or removed when empty); audited.
  r.patch(
    '/api/admin/safety-reports/:id/description',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: moderateDescriptionSchema,
        response: {
          200: z.object({ message: z.string(), description: z.string() }),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => safetyReports.moderateDescription(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/admin/safety-reports/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), 404: errorSchema },
      },
    },
    async (request) => {
      await safetyReports.remove(currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
