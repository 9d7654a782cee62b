import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  markedReadSchema,
  notificationListQuery,
  notificationPageSchema,
  notificationUnreadSchema,
} from '../../contract/notifications.js';
import { fastSerializerCompiler } from '../fast-serializer.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['notifications'];

/** A member's own notifications (issue 29): the bell, /notificacoes, marking read. */
export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications: service } = app.services;

  r.get(
    '/api/notifications',
    {
      config: { access: 'member' },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationPageSchema, ...errors } },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'member' },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, response: { 200: notificationUnreadSchema, ...errors } },
    },
    async (request) => service.unreadCount(currentUser(request)),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, response: { 200: markedReadSchema, ...errors } },
    },
    async (request) => service.markRead(currentUser(request), request.params.id),
  );

  r.post(
    '/api/notifications/read-all',
    { config: { access: 'member' }, schema: { tags, response: { 200: markedReadSchema, ...errors } } },
    async (request) => service.markAllRead(currentUser(request)),
  );
}
