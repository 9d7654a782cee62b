import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import { currentUser, requireUser } from '../plugins/session.js';

export default async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { privacy } = app.services;

  r.get(
    '/api/privacy/export',
    {
      preHandler: requireUser,
      schema: {
        tags: ['privacy'],
        summary: "'Baixar meus dados': a ZIP with meus-dados.json and the member's own images, streamed",
        produces: ['application/zip'],
        response: { 200: z.any().describe('application/zip'), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await privacy.exportData(currentUser(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
