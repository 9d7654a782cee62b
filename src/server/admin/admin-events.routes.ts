import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import { eventListQuery, eventPageSchema, participantSchema } from '../../contract/events.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Admin tab Eventos: every event (inactive too) and each event's participants. */
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
}
