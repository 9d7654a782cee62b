import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  conversationQuery,
  messageCountsSchema,
  messageListQuery,
  messageMessages,
  messagePageSchema,
  messageSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '../../contract/messages.js';
import { fastSerializerCompiler } from '../fast-serializer.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const tags = ['messages'];

export default async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { messages: service } = app.services;

  r.get(
    '/api/messages',
    {
      config: { access: 'member' },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, querystring: messageListQuery, response: { 200: messagePageSchema, ...errors } },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  r.get(
    '/api/messages/conversation',
    {
      config: { access: 'member' },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, querystring: conversationQuery, response: { 200: messagePageSchema, ...errors } },
    },
    async (request) => service.conversation(currentUser(request), request.query),
  );

  r.get(
    '/api/messages/unread-count',
    {
      config: { access: 'member' },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => service.unreadCount(currentUser(request)),
  );

  r.get(
    '/api/messages/counts',
    { config: { access: 'member' }, schema: { tags, response: { 200: messageCountsSchema, ...errors } } },
    async (request) => service.counts(currentUser(request)),
  );

  r.post(
    '/api/messages',
    {
      config: { access: 'subscriber', refusal: messageMessages.subscriptionRequired },
      schema: { tags, body: sendMessageSchema, response: { 201: messageSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.send(currentUser(request), request.body)),
  );

  r.put(
    '/api/messages/:id/read',
    { config: { access: 'member' }, schema: { tags, params: idParam, response: { 200: messageSchema, ...errors } } },
    async (request) => service.markRead(currentUser(request), request.params.id),
  );

  r.delete(
    '/api/messages/:id',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
