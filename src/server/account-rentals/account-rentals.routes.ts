import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRentalSchema,
  rentalChecklistInput,
  rentalChecklistSavedSchema,
  rentalChecklistSchema,
  rentalContactSchema,
  rentalListQuery,
  rentalMessages,
  rentalPageSchema,
  rentalSavedSchema,
  rentalSchema,
  rentalStatusSchema,
  updateRentalSchema,
} from '../../contract/account-rentals.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { fastSerializerCompiler } from '../fast-serializer.js';
import { currentUser } from '../plugins/session.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export default async function accountRentalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accountRentals } = app.services;
  const tags = ['account-rentals'];

  r.get(
    '/api/account-rentals',
    {
      // Hot path: compiled serializer (decision 008).
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, querystring: rentalListQuery, response: { 200: rentalPageSchema, 400: errorSchema } },
    },
    async (request) => accountRentals.list(request.user, request.query),
  );

  r.get(
    '/api/account-rentals/:id',
    {
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, params: idParam, response: { 200: rentalSchema, ...errors } },
    },
    async (request) => accountRentals.get(request.params.id, request.user),
  );

  r.get(
    '/api/account-rentals/:id/contact',
    { schema: { tags, params: idParam, response: { 200: rentalContactSchema, ...errors } } },
    async (request, reply) => {
      // The number must never sit in a shared cache.
      reply.header('cache-control', 'private, no-store');
      return accountRentals.contact(request.params.id, request.user);
    },
  );

  // Issue 33: the renter's checklist, before any contact (the reveal refuses without it).
  r.get(
    '/api/account-rentals/checklist',
    { config: { access: 'member' }, schema: { tags, response: { 200: rentalChecklistSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return accountRentals.checklist(currentUser(request));
    },
  );

  r.put(
    '/api/account-rentals/checklist',
    {
      config: { access: 'member' },
      schema: { tags, body: rentalChecklistInput, response: { 200: rentalChecklistSavedSchema, ...errors } },
    },
    async (request) => accountRentals.acceptChecklist(currentUser(request)),
  );

  r.post(
    '/api/account-rentals',
    {
      config: { access: 'subscriber', refusal: rentalMessages.subscriptionRequired },
      schema: { tags, body: createRentalSchema, response: { 201: rentalSavedSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await accountRentals.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/account-rentals/:id',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, body: updateRentalSchema, response: { 200: rentalSavedSchema, ...errors } },
    },
    async (request) => accountRentals.update(currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/account-rentals/:id/status',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, body: rentalStatusSchema, response: { 200: rentalSavedSchema, ...errors } },
    },
    async (request) => accountRentals.setStatus(currentUser(request), request.params.id, request.body.status),
  );

  // Issue 34: 60 more days in the public list, the owner's one tap.
  r.post(
    '/api/account-rentals/:id/renew',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, response: { 200: rentalSavedSchema, ...errors } },
    },
    async (request) => accountRentals.renew(currentUser(request), request.params.id),
  );
}
