import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRentalSchema,
  rentalContactSchema,
  rentalListQuery,
  rentalMessages,
  rentalPageSchema,
  rentalSavedSchema,
  rentalSchema,
  rentalStatusSchema,
  updateRentalSchema,
} from '../../contract/account-rentals.js';
import { errorSchema, idParam, messages } from '../../contract/common.js';
import { hasMemberAccess } from '../../contract/membership.js';
import { forbidden, unauthorized } from '../http-errors.js';
import { fastSerializerCompiler } from '../plugins/fast-serializer.js';
import { currentUser, requireUser } from '../plugins/session.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/** Spec: creating a listing needs an active subscription (admins exempt). Checked before the body. */
async function requireListingRights(request: FastifyRequest) {
  if (!request.user) throw unauthorized(messages.unauthenticated);
  if (!hasMemberAccess(request.user)) throw forbidden(rentalMessages.subscriptionRequired);
}

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

  r.post(
    '/api/account-rentals',
    {
      preValidation: requireListingRights,
      schema: { tags, body: createRentalSchema, response: { 201: rentalSavedSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await accountRentals.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/account-rentals/:id',
    {
      preValidation: requireUser,
      schema: { tags, params: idParam, body: updateRentalSchema, response: { 200: rentalSavedSchema, ...errors } },
    },
    async (request) => accountRentals.update(currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/account-rentals/:id/status',
    {
      preValidation: requireUser,
      schema: { tags, params: idParam, body: rentalStatusSchema, response: { 200: rentalSavedSchema, ...errors } },
    },
    async (request) => accountRentals.setStatus(currentUser(request), request.params.id, request.body.status),
  );
}
