import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResultSchema } from '../../contract/admin-users.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { cancelEventSchema, eventListQuery, eventPageSchema, participantSchema } from '../../contract/events.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Admin tab Eventos: every event (inactive too), each event's participants, and calling one off. */
export default async function adminEventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { events } = app.services;

  r.get(
    '/api/admin/events',
    { schema: { tags: ['admin'], querystring: eventListQuery, response: { 200: eventPageSchema, ...errors } } },
    async (request) => events.list(request.user, request.query, true),
  );

  r.get(
    '/api/admin/events/:id/participants',
    { schema: { tags: ['admin'], params: idParam, response: { 200: z.array(participantSchema), ...errors } } },
    async (request) => events.participants(request.params.id, currentUser(request)),
  );

  r.post(
    '/api/admin/events/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancela o evento com um motivo; participantes e lista de espera são avisados',
        params: idParam,
        body: cancelEventSchema,
        response: { 200: messageResultSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => events.cancel(currentUser(request), request.params.id, request.body),
  );
}
