import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResultSchema } from '../../contract/admin-users.js';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  createEventSchema,
  eventListQuery,
  eventPageSchema,
  eventSchema,
  joinResultSchema,
  updateEventSchema,
} from '../../contract/events.js';
import { currentUser } from '../plugins/session.js';
import { eventToIcs } from './events.ics.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export default async function eventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { events: service } = app.services;

  r.get(
    '/api/events',
    { schema: { tags: ['events'], querystring: eventListQuery, response: { 200: eventPageSchema, 400: errorSchema } } },
    async (request) => service.list(request.user, request.query),
  );

  r.get(
    '/api/events/:id(^\\d+).ics',
    { schema: { tags: ['events'], params: idParam, produces: ['text/calendar'] } },
    async (request, reply) => {
      const ev = await service.getRow(request.params.id, request.user);
      const site = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evento-${ev.id}.ics"`)
        .send(eventToIcs(ev, site));
    },
  );

  r.get(
    '/api/events/:id',
    { schema: { tags: ['events'], params: idParam, response: { 200: eventSchema, ...errors } } },
    async (request) => service.get(request.params.id, request.user),
  );

  r.post(
    '/api/events',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], body: createEventSchema, response: { 201: eventSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['events'], params: idParam, body: updateEventSchema, response: { 200: eventSchema, ...errors } },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/events/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events'],
        summary: 'Exclui o evento; os participantes são avisados do cancelamento',
        params: idParam,
        response: { 200: messageResultSchema, ...errors },
      },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );

  r.post(
    '/api/events/:id/join',
    {
      config: { access: 'member' },
      schema: { tags: ['events'], params: idParam, response: { 200: joinResultSchema, ...errors } },
    },
    async (request) => service.join(currentUser(request), request.params.id),
  );

  r.delete(
    '/api/events/:id/join',
    {
      config: { access: 'member' },
      schema: { tags: ['events'], params: idParam, response: { 200: joinResultSchema, ...errors } },
    },
    async (request) => service.leave(currentUser(request), request.params.id),
  );

  // Issue 34: the line of a full event ('Entrar na lista de espera').
  r.post(
    '/api/events/:id/waitlist',
    {
      config: { access: 'member' },
      schema: {
        tags: ['events'],
        summary: 'Entra na lista de espera (ou na lista de participantes, se houver vaga)',
        params: idParam,
        response: { 200: joinResultSchema, ...errors },
      },
    },
    async (request) => service.joinWaitlist(currentUser(request), request.params.id),
  );

  r.delete(
    '/api/events/:id/waitlist',
    {
      config: { access: 'member' },
      schema: { tags: ['events'], params: idParam, response: { 200: joinResultSchema, ...errors } },
    },
    async (request) => service.leaveWaitlist(currentUser(request), request.params.id),
  );
}
