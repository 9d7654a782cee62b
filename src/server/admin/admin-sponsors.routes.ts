import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResultSchema } from '../../contract/admin-users.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { sponsorCreateSchema, sponsorListSchema, sponsorSchema, sponsorUpdateSchema } from '../../contract/sponsors.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Admin tab Patrocinadores: every sponsor (inactive too), create, edit, delete. */
export default async function adminSponsorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sponsors: service } = app.services;
  const tags = ['admin'];

  r.get('/api/admin/sponsors', { schema: { tags, response: { 200: sponsorListSchema, ...errors } } }, async () =>
    service.adminList(),
  );

  r.post(
    '/api/admin/sponsors',
    { schema: { tags, body: sponsorCreateSchema, response: { 201: sponsorSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(currentUser(request), request.body)),
  );

  r.put(
    '/api/admin/sponsors/:id',
    { schema: { tags, params: idParam, body: sponsorUpdateSchema, response: { 200: sponsorSchema, ...errors } } },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/admin/sponsors/:id',
    { schema: { tags, params: idParam, response: { 200: messageResultSchema, ...errors } } },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
