import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  createSavedSearchSchema,
  renameSavedSearchSchema,
  savedSearchDeletedSchema,
  savedSearchListQuery,
  savedSearchPageSchema,
  savedSearchResultSchema,
  savedSearchSchema,
} from '../../contract/saved-searches.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The caller's saved searches (issue 34). Every route needs a session; each reads and writes only the caller's. */
export default async function savedSearchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { savedSearches } = app.services;
  const tags = ['saved-searches'];
  const member = { access: 'member' as const };

  r.get(
    '/api/saved-searches',
    {
      config: member,
      schema: { tags, querystring: savedSearchListQuery, response: { 200: savedSearchPageSchema, ...errors } },
    },
    async (request) => savedSearches.list(currentUser(request), request.query),
  );
  r.post(
    '/api/saved-searches',
    {
      config: member,
      schema: { tags, body: createSavedSearchSchema, response: { 200: savedSearchResultSchema, ...errors } },
    },
    async (request) => savedSearches.create(currentUser(request), request.body),
  );
  r.get(
    '/api/saved-searches/:id',
    { config: member, schema: { tags, params: idParam, response: { 200: savedSearchSchema, ...errors } } },
    async (request) => savedSearches.get(currentUser(request), request.params.id),
  );
  r.patch(
    '/api/saved-searches/:id',
    {
      config: member,
      schema: {
        tags,
        params: idParam,
        body: renameSavedSearchSchema,
        response: { 200: savedSearchResultSchema, ...errors },
      },
    },
    async (request) => savedSearches.rename(currentUser(request), request.params.id, request.body.name),
  );
  r.delete(
    '/api/saved-searches/:id',
    { config: member, schema: { tags, params: idParam, response: { 200: savedSearchDeletedSchema, ...errors } } },
    async (request) => savedSearches.remove(currentUser(request), request.params.id),
  );
}
