import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import { accountDeletedSchema, deleteAccountSchema } from '../../contract/privacy.js';
import { currentUser } from '../plugins/session.js';

export default async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { privacy } = app.services;

  r.get(
    '/api/privacy/export',
    {
      config: { access: 'member' },
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

  r.post(
    '/api/privacy/delete-account',
    {
      config: { access: 'member' },
      schema: {
        tags: ['privacy'],
        summary:
          "'Excluir minha conta': password and typed confirmation; Stripe cancelled first, then everything of the member removed",
        body: deleteAccountSchema,
        response: {
          200: accountDeletedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await privacy.deleteAccount(currentUser(request).id, request.body);
      // The session rows are gone with the account; this clears the cookie.
      await app.sessions.destroy(request, reply);
      return result;
    },
  );
}
