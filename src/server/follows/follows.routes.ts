import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import {
  followListQuery,
  followMemberParam,
  followPageSchema,
  followResultSchema,
  followStateSchema,
} from '../../contract/follows.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The caller's follows (issue 34). Every route needs a session; each reads and writes only the caller's. */
export default async function followsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { follows } = app.services;
  const tags = ['follows'];
  const member = { access: 'member' as const };

  r.get(
    '/api/follows',
    { config: member, schema: { tags, querystring: followListQuery, response: { 200: followPageSchema, ...errors } } },
    async (request) => follows.list(currentUser(request), request.query),
  );
  r.get(
    '/api/follows/:memberNumber',
    { config: member, schema: { tags, params: followMemberParam, response: { 200: followStateSchema, ...errors } } },
    async (request) => follows.state(currentUser(request), request.params.memberNumber),
  );
  r.put(
    '/api/follows/:memberNumber',
    { config: member, schema: { tags, params: followMemberParam, response: { 200: followResultSchema, ...errors } } },
    async (request) => follows.follow(currentUser(request), request.params.memberNumber),
  );
  r.delete(
    '/api/follows/:memberNumber',
    { config: member, schema: { tags, params: followMemberParam, response: { 200: followResultSchema, ...errors } } },
    async (request) => follows.unfollow(currentUser(request), request.params.memberNumber),
  );
}
