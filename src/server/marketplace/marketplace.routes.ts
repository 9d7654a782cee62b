import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  createItemSchema,
  itemSavedSchema,
  marketplaceItemSchema,
  marketplaceListQuery,
  marketplaceMessages,
  marketplacePageSchema,
  myItemsQuery,
  similarItemsSchema,
  updateItemSchema,
} from '../../contract/marketplace.js';
import { fastSerializerCompiler } from '../fast-serializer.js';
import { currentUser } from '../plugins/session.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  // Issue 32: a listing refused for review (its serial matches a stolen bike; the message says only that).
  422: errorSchema,
};

export default async function marketplaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { marketplace: service } = app.services;

  r.get(
    '/api/marketplace',
    {
      // Hot path: compiled serializer (decision 008).
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags: ['marketplace'],
        querystring: marketplaceListQuery,
        response: { 200: marketplacePageSchema, 400: errorSchema },
      },
    },
    async (request) => service.list(request.user, request.query),
  );

  r.get(
    '/api/marketplace/my-items',
    {
      config: { access: 'member' },
      schema: { tags: ['marketplace'], querystring: myItemsQuery, response: { 200: marketplacePageSchema, ...errors } },
    },
    async (request) => service.mine(currentUser(request), request.query),
  );

  r.get(
    '/api/marketplace/:id',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: { tags: ['marketplace'], params: idParam, response: { 200: marketplaceItemSchema, ...errors } },
    },
    async (request) => service.get(request.params.id, request.user),
  );

  r.get(
    '/api/marketplace/:id/similar',
    { schema: { tags: ['marketplace'], params: idParam, response: { 200: similarItemsSchema, ...errors } } },
    async (request) => service.similar(request.params.id, request.user),
  );

  r.post(
    '/api/marketplace',
    {
      config: { access: 'subscriber', refusal: marketplaceMessages.subscriptionRequired },
      schema: { tags: ['marketplace'], body: createItemSchema, response: { 201: itemSavedSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/marketplace/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['marketplace'],
        params: idParam,
        body: updateItemSchema,
        response: { 200: itemSavedSchema, ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  // Issue 34: 60 more days in the public lists, the owner's one tap ('Meus anúncios', the notice).
  r.post(
    '/api/marketplace/:id/renew',
    {
      config: { access: 'member' },
      schema: { tags: ['marketplace'], params: idParam, response: { 200: itemSavedSchema, ...errors } },
    },
    async (request) => service.renew(currentUser(request), request.params.id),
  );
}
