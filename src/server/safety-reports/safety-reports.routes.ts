import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  createSafetyReportSchema,
  geocodeQuerySchema,
  geocodeResultSchema,
  mapAnswerSchema,
  mapConfigSchema,
  mapQuerySchema,
  myReportListSchema,
  myReportSchema,
  publicReportSchema,
  resetResultSchema,
  summaryQuerySchema,
  summarySchema,
} from '../../contract/safety-reports.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

/**
 * The map and summary answers are cached objects shared by every visitor (the service's cache):
 * each is serialized once, through its response schema (undeclared fields never leave), and the
 * same JSON text is sent until the cache gives a new object.
 */
const serialized = new WeakMap<object, string>();
function sendShared(reply: FastifyReply, schema: ZodType, value: object) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialized.set(value, json);
  }
  // A JSON string is sent as it is (Fastify does not serialize it again).
  return reply.type('application/json; charset=utf-8').send(json);
}

export default async function safetyReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { safetyReports, geocoder } = app.services;

  r.get(
    '/api/safety-reports',
    {
      schema: {
        tags: ['safety-reports'],
        querystring: mapQuerySchema,
        response: { 200: mapAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) => sendShared(reply, mapAnswerSchema, await safetyReports.map(request.query)),
  );

  r.get(
    '/api/safety-reports/summary',
    {
      schema: {
        tags: ['safety-reports'],
        querystring: summaryQuerySchema,
        response: { 200: summarySchema, 400: errorSchema },
      },
    },
    async (request, reply) => sendShared(reply, summarySchema, await safetyReports.summary(request.query.window)),
  );

  r.get(
    '/api/safety-reports/config',
    { schema: { tags: ['safety-reports'], response: { 200: mapConfigSchema } } },
    async () => safetyReports.mapConfig(),
  );

  r.post(
    '/api/safety-reports',
    {
      config: { access: 'member' },
      schema: {
        tags: ['safety-reports'],
        body: createSafetyReportSchema,
        response: { 201: publicReportSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await safetyReports.create(currentUser(request), request.body)),
  );

  // Issue 35 ('Levar à Garda'): the member's own reports, and one of them; nobody else's.
  r.get(
    '/api/safety-reports/mine',
    {
      config: { access: 'member' },
      schema: { tags: ['safety-reports'], response: { 200: myReportListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return safetyReports.mine(currentUser(request));
    },
  );
  // Issue 31: an alert's link (/dangerous-areas?report=ID) centres the map on its report: the public
  // view (position rounded, no reporter) of a report still on the map; any other id is 404.
  r.get(
    '/api/safety-reports/:id',
    {
      schema: {
        tags: ['safety-reports'],
        params: idParam,
        response: { 200: publicReportSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => safetyReports.one(request.params.id),
  );
  r.get(
    '/api/safety-reports/mine/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['safety-reports'],
        params: idParam,
        response: { 200: myReportSchema, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return safetyReports.mineOne(currentUser(request), request.params.id);
    },
  );

  // Spec (admin writes): DELETE /api/safety-reports/reset removes every report.
  r.delete(
    '/api/safety-reports/reset',
    {
      config: { access: 'admin' },
      schema: { tags: ['safety-reports'], response: { 200: resetResultSchema, ...errors } },
    },
    async (request) => safetyReports.reset(currentUser(request)),
  );

  r.get(
    '/api/geocode',
    {
      schema: {
        tags: ['safety-reports'],
        querystring: geocodeQuerySchema,
        response: {
          200: geocodeResultSchema,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
          502: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await geocoder.search(request.query.q, { ip: request.ip, userId: request.user?.id });
      // A day in the browser too: the same search costs nothing the second time.
      reply.header('cache-control', 'private, max-age=86400');
      return found;
    },
  );
}
