import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  liveStreamQuery,
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
    async (request) => service.list(currentUser(request), request.query, request.lang),
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

  r.get(
    '/api/notifications/stream',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Live updates (Server-Sent Events), one stream per tab',
        description: [
          'Each notification is an event `id: <notification id>`, `event: notification`, `data: <the notification, as in the list>`.',
          'First `ready` (`id` and `data.latestId`: the newest id, where a later reconnect resumes). With the `Last-Event-ID` header',
          '(EventSource sends it when it reconnects) or `?lastEventId=`, what was missed is replayed first, up to 100;',
          'beyond that one `reset` event (refetch everything). A `: keep-alive` comment every LIVE_HEARTBEAT_SECONDS.',
          '`close` (`data.reason`: logout, ended) when the session ends: do not reconnect. 429 past LIVE_STREAMS_PER_MEMBER streams.',
        ].join(' '),
        querystring: liveStreamQuery,
        produces: ['text/event-stream'],
        response: { 200: z.any().describe('text/event-stream'), ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const stream = await service.openStream(
        currentUser(request),
        { id: request.sessionId!, expires: request.sessionExpires },
        { header: request.headers['last-event-id'], query: request.query.lastEventId },
        request.lang,
      );
      // Neither cached nor buffered by a proxy (nginx: X-Accel-Buffering); compress.ts and
      // http-cache.ts leave a stream body alone.
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
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
