import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import { voteInputSchema, voteResultSchema, voteTallySchema } from '../../contract/safety-report-votes.js';
import { currentUser } from '../plugins/session.js';

/** Issue 31: 'Ainda está acontecendo?' on a report's popup. Everyone reads the counts; members answer. */
export default async function safetyReportVotesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safetyReportVotes } = app.services;

  r.get(
    '/api/safety-reports/:id/votes',
    {
      schema: {
        tags: ['safety-reports'],
        params: idParam,
        response: { 200: voteTallySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // The member's own answer is in it: never kept by a shared cache.
      reply.header('cache-control', 'private, no-cache');
      return safetyReportVotes.tally(request.params.id, request.user ?? null);
    },
  );

  r.put(
    '/api/safety-reports/:id/votes',
    {
      config: { access: 'member' },
      schema: {
        tags: ['safety-reports'],
        params: idParam,
        body: voteInputSchema,
        response: {
          200: voteResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => safetyReportVotes.answer(currentUser(request), request.params.id, request.body.answer),
  );
}
