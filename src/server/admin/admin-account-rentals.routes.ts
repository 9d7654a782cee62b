import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreateRentalSchema,
  adminRentalListQuery,
  fakeResultSchema,
  messageSchema,
  rentalPageSchema,
  rentalSavedSchema,
} from '../../contract/account-rentals.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Contas de aluguel: queue, every listing, demo listings; every write is audited. */
export default async function adminAccountRentalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accountRentals } = app.services;
  const tags = ['admin'];
  const write = { tags, params: idParam, response: { 200: rentalSavedSchema, ...errors } };

  r.get(
    '/api/admin/account-rentals',
    { schema: { tags, querystring: adminRentalListQuery, response: { 200: rentalPageSchema, ...errors } } },
    async (request) => accountRentals.adminList(currentUser(request), request.query),
  );

  r.post(
    '/api/admin/account-rentals',
    { schema: { tags, body: adminCreateRentalSchema, response: { 201: rentalSavedSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await accountRentals.adminCreate(currentUser(request), request.body)),
  );

  r.put('/api/admin/account-rentals/:id/approve', { schema: write }, async (request) =>
    accountRentals.approve(currentUser(request), request.params.id),
  );

  r.put('/api/admin/account-rentals/:id/reject', { schema: write }, async (request) =>
    accountRentals.reject(currentUser(request), request.params.id),
  );

  r.delete(
    '/api/admin/account-rentals/:id',
    { schema: { tags, params: idParam, response: { 200: messageSchema, ...errors } } },
    async (request) => accountRentals.remove(currentUser(request), request.params.id),
  );

  r.post(
    '/api/admin/generate-fake-accounts',
    { schema: { tags, response: { 200: fakeResultSchema, ...errors } } },
    async (request) => accountRentals.generateFakes(currentUser(request)),
  );

  r.delete(
    '/api/admin/fake-accounts',
    { schema: { tags, response: { 200: fakeResultSchema, ...errors } } },
    async (request) => accountRentals.removeFakes(currentUser(request)),
  );
}
