import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  adminItemListQuery,
  adminItemResultSchema,
  adminQueueQuery,
  marketplacePageSchema,
  reassignOwnerSchema,
} from '../../contract/marketplace.js';
import { searchWords } from '../db/search-words.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Marketplace: moderation queue, every item, orphans; approve, reject, delete, reassign. */
export default async function adminMarketplaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { marketplace: items } = app.services;
  const page = { tags: ['admin'], response: { 200: marketplacePageSchema, ...errors } };

  r.get('/api/admin/marketplace/pending', { schema: { ...page, querystring: adminQueueQuery } }, async (request) =>
    items.page({ awaitingReview: true, words: searchWords(request.query.q) }, request.query, currentUser(request)),
  );

  r.get('/api/admin/marketplace/orphans', { schema: { ...page, querystring: adminQueueQuery } }, async (request) =>
    items.page({ orphans: true, words: searchWords(request.query.q) }, request.query, currentUser(request)),
  );

  r.get('/api/admin/marketplace/all', { schema: { ...page, querystring: adminItemListQuery } }, async (request) => {
    const { filter, q } = request.query;
    return items.page(
      {
        approval: filter === 'all' || filter === 'orphans' ? undefined : filter,
        orphans: filter === 'orphans',
        words: searchWords(q),
      },
      request.query,
      currentUser(request),
    );
  });

  const write = { tags: ['admin'], params: idParam, response: { 200: adminItemResultSchema, ...errors } };

  r.post('/api/admin/marketplace/:id/approve', { schema: write }, async (request) =>
    items.approve(currentUser(request), request.params.id),
  );

  r.post('/api/admin/marketplace/:id/reject', { schema: write }, async (request) =>
    items.reject(currentUser(request), request.params.id),
  );

  r.patch('/api/admin/marketplace/:id/owner', { schema: { ...write, body: reassignOwnerSchema } }, async (request) =>
    items.reassign(currentUser(request), request.params.id, request.body.sellerId),
  );

  r.delete(
    '/api/admin/marketplace/:id',
    { schema: { tags: ['admin'], params: idParam, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => items.remove(currentUser(request), request.params.id),
  );
}
