import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockedIdsSchema,
  blockInputSchema,
  blockListQuery,
  blockPageSchema,
  blockResultSchema,
} from '../../contract/blocks.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The caller's blocked members ('Membros bloqueados' in /settings). Every route needs a session. */
export default async function blocksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { blocks } = app.services;
  const tags = ['blocks'];

  r.get(
    '/api/blocks',
    {
      config: { access: 'member' },
      schema: { tags, querystring: blockListQuery, response: { 200: blockPageSchema, ...errors } },
    },
    async (request) => blocks.list(currentUser(request), request.query),
  );
  r.get(
    '/api/blocks/ids',
    { config: { access: 'member' }, schema: { tags, response: { 200: blockedIdsSchema, ...errors } } },
    async (request) => blocks.ids(currentUser(request)),
  );
  r.post(
    '/api/blocks',
    {
      config: { access: 'member' },
      schema: { tags, body: blockInputSchema, response: { 201: blockResultSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await blocks.block(currentUser(request), request.body.memberId)),
  );
  r.delete(
    '/api/blocks/:id',
    {
      config: { access: 'member' },
      schema: { tags, params: idParam, response: { 200: blockResultSchema, ...errors } },
    },
    async (request) => blocks.unblock(currentUser(request), request.params.id),
  );
}
