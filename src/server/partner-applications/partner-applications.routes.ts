import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { partnerApplicationCreatedSchema, partnerApplicationInputSchema } from '../../contract/partner-applications.js';

/** Public partner form (/be-partner). The admin side lives in admin/admin-partner-applications.routes.ts. */
export default async function partnerApplicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { partnerApplications } = app.services;

  r.post(
    '/api/partner-applications',
    {
      schema: {
        tags: ['partner-applications'],
        body: partnerApplicationInputSchema,
        response: { 201: partnerApplicationCreatedSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await partnerApplications.submit(request.body, request.ip)),
  );
}
