import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bikeMessageSchema,
  bikeSavedSchema,
  checkSerialAnswerSchema,
  checkSerialSchema,
  markStolenSchema,
  myBikeListSchema,
  myBikeSchema,
  publicStolenBikeSchema,
  registerBikeSchema,
  sightingListSchema,
  sightingSchema,
  stolenPageQuery,
  stolenPageSchema,
} from '../../contract/bikes.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * Issue 32: 'Minhas bicicletas' (private register), 'Bicicletas roubadas' (public list),
 * 'Verificar bicicleta' (public serial check, rate-limited) and sightings. Admin claims: admin-bikes.routes.ts.
 */
export default async function bikesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bikes } = app.services;
  const tags = ['bikes'];
  const member = { access: 'member' as const };

  r.get(
    '/api/bikes',
    { config: member, schema: { tags, response: { 200: myBikeListSchema, ...errors } } },
    async (request) => bikes.mine(currentUser(request)),
  );

  r.post(
    '/api/bikes',
    { config: member, schema: { tags, body: registerBikeSchema, response: { 201: bikeSavedSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await bikes.register(currentUser(request), request.body)),
  );

  r.get(
    '/api/bikes/stolen',
    { schema: { tags, querystring: stolenPageQuery, response: { 200: stolenPageSchema, 400: errorSchema } } },
    async (request) => bikes.stolenList(request.query.cursor, request.query.limit),
  );

  r.get(
    '/api/bikes/stolen/:id',
    {
      schema: { tags, params: idParam, response: { 200: publicStolenBikeSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => bikes.stolenOne(request.params.id),
  );

  r.post(
    '/api/bikes/stolen/:id/sightings',
    {
      config: member,
      schema: { tags, params: idParam, body: sightingSchema, response: { 201: bikeMessageSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await bikes.addSighting(currentUser(request), request.params.id, request.body)),
  );

  r.post(
    '/api/bikes/check',
    {
      schema: {
        tags,
        body: checkSerialSchema,
        response: { 200: checkSerialAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => bikes.check(request.ip, request.user, request.body.serial),
  );

  r.get(
    '/api/bikes/:id',
    { config: member, schema: { tags, params: idParam, response: { 200: myBikeSchema, ...errors } } },
    async (request) => bikes.get(currentUser(request), request.params.id),
  );

  r.delete(
    '/api/bikes/:id',
    { config: member, schema: { tags, params: idParam, response: { 200: bikeMessageSchema, ...errors } } },
    async (request) => bikes.remove(currentUser(request), request.params.id),
  );

  r.post(
    '/api/bikes/:id/stolen',
    {
      config: member,
      schema: { tags, params: idParam, body: markStolenSchema, response: { 200: bikeSavedSchema, ...errors } },
    },
    async (request) => bikes.markStolen(currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/bikes/:id/recovered',
    { config: member, schema: { tags, params: idParam, response: { 200: bikeSavedSchema, ...errors } } },
    async (request) => bikes.recovered(currentUser(request), request.params.id),
  );

  r.get(
    '/api/bikes/:id/sightings',
    { config: member, schema: { tags, params: idParam, response: { 200: sightingListSchema, ...errors } } },
    async (request) => bikes.sightings(currentUser(request), request.params.id),
  );
}
