import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  favouriteImportResultSchema,
  favouriteImportSchema,
  favouriteListQuery,
  favouritePageSchema,
  favouriteResultSchema,
  favouriteStateSchema,
} from '../../contract/favourites.js';
import { currentUser } from '../plugins/session.js';
import type { FavouriteTarget } from './favourites.service.js';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The caller's favourites (issue 34). Every route needs a session; each reads and writes only the caller's. */
export default async function favouritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { favourites } = app.services;
  const tags = ['favourites'];
  const member = { access: 'member' as const };

  r.get(
    '/api/favourites',
    {
      config: member,
      schema: { tags, querystring: favouriteListQuery, response: { 200: favouritePageSchema, ...errors } },
    },
    async (request) => favourites.list(currentUser(request), request.query),
  );
  r.post(
    '/api/favourites/import',
    {
      config: member,
      schema: { tags, body: favouriteImportSchema, response: { 200: favouriteImportResultSchema, ...errors } },
    },
    async (request) => favourites.importItems(currentUser(request), request.body.itemIds),
  );
  for (const [segment, kind] of [
    ['items', 'item'],
    ['rentals', 'rental'],
  ] as const) {
    const target = (id: number): FavouriteTarget => ({ kind, id });
    r.get(
      `/api/favourites/${segment}/:id`,
      { config: member, schema: { tags, params: idParam, response: { 200: favouriteStateSchema, ...errors } } },
      async (request) => favourites.state(currentUser(request), target(request.params.id)),
    );
    r.put(
      `/api/favourites/${segment}/:id`,
      { config: member, schema: { tags, params: idParam, response: { 200: favouriteResultSchema, ...errors } } },
      async (request) => favourites.save(currentUser(request), target(request.params.id)),
    );
    r.delete(
      `/api/favourites/${segment}/:id`,
      { config: member, schema: { tags, params: idParam, response: { 200: favouriteResultSchema, ...errors } } },
      async (request) => favourites.remove(currentUser(request), target(request.params.id)),
    );
  }
}
