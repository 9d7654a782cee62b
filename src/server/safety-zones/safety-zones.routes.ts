import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  safetyZoneInput,
  safetyZoneListSchema,
  safetyZoneMessageSchema,
  safetyZoneResultSchema,
  safetyZoneUpdate,
} from '../../contract/safety-zones.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

/** Issue 31: the signed-in member's own alert zones; nobody else's, ever. */
export default async function safetyZonesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safetyZones } = app.services;
  const tags = ['safety-zones'];

  r.get(
    '/api/safety-zones',
    { config: { access: 'member' }, schema: { tags, response: { 200: safetyZoneListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return safetyZones.list(currentUser(request));
    },
  );
  r.post(
    '/api/safety-zones',
    {
      config: { access: 'member' },
      schema: { tags, body: safetyZoneInput, response: { 201: safetyZoneResultSchema, ...errors, 409: errorSchema } },
    },
    async (request, reply) => reply.status(201).send(await safetyZones.create(currentUser(request), request.body)),
  );
  r.patch(
    '/api/safety-zones/:id',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, body: safetyZoneUpdate, response: { 200: safetyZoneResultSchema, ...errors } },
    },
    async (request) => safetyZones.update(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/api/safety-zones/:id',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, response: { 200: safetyZoneMessageSchema, ...errors } },
    },
    async (request) => safetyZones.remove(currentUser(request), request.params.id),
  );
}
