import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertCreatedSchema,
  blacklistMessages,
  checkContactSchema,
  checkResultSchema,
  createAlertSchema,
  myAlertListQuery,
  myAlertPageSchema,
} from '../../contract/blacklist.js';
import { errorSchema } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };
const tags = ['blacklist'];

/** Community scam alerts (decision 022): submit, one's own list, the contact check. Admin side: admin/admin-blacklist.routes.ts. */
export default async function blacklistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blacklist } = app.services;

  r.post(
    '/api/blacklist',
    {
      config: { access: 'subscriber', refusal: blacklistMessages.subscriptionRequired },
      schema: { tags, body: createAlertSchema, response: { 201: alertCreatedSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await blacklist.submit(currentUser(request), request.body)),
  );

  r.get(
    '/api/blacklist/mine',
    {
      config: { access: 'member' },
      schema: { tags, querystring: myAlertListQuery, response: { 200: myAlertPageSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return blacklist.mine(currentUser(request), request.query);
    },
  );

  // POST, so the checked number stays out of URLs and access logs.
  r.post(
    '/api/blacklist/check',
    {
      config: { access: 'subscriber', refusal: blacklistMessages.subscriptionRequired },
      schema: { tags, body: checkContactSchema, response: { 200: checkResultSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return blacklist.check(currentUser(request), request.body.contact);
    },
  );
}
