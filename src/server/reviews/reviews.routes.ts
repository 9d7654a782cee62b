import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParam } from '../../contract/common.js';
import {
  candidatesQuery,
  candidatesSchema,
  dealCreateSchema,
  dealListQuery,
  dealPageSchema,
  dealResultSchema,
  memberNumberParam,
  profileListingPageSchema,
  profileOffersQuery,
  profileRentalPageSchema,
  profileSchema,
  replyInputSchema,
  reviewInputSchema,
  reviewListQuery,
  reviewPageSchema,
  reviewSchema,
} from '../../contract/reviews.js';
import { fastSerializerCompiler } from '../fast-serializer.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const member = { access: 'member' } as const;
/** A profile's reads (the pages anyone opens from a card) answer through the compiled serializer (decision 008). */
const profileRead = { config: member, serializerCompiler: fastSerializerCompiler } as const;

/** Issue 33: deals, blind reviews and member profiles. Every route needs a session. */
export default async function reviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app.services;
  const tags = ['reviews'];

  r.get(
    '/api/reviews/deals',
    { config: member, schema: { tags, querystring: dealListQuery, response: { 200: dealPageSchema, ...errors } } },
    async (request) => reviews.deals(currentUser(request), request.query),
  );
  r.get(
    '/api/reviews/deals/candidates',
    {
      config: member,
      schema: { tags, querystring: candidatesQuery, response: { 200: candidatesSchema, ...errors } },
    },
    async (request) => reviews.candidates(currentUser(request), request.query),
  );
  r.post(
    '/api/reviews/deals',
    {
      config: member,
      schema: { tags, body: dealCreateSchema, response: { 201: dealResultSchema, 429: errorSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await reviews.propose(currentUser(request), request.body)),
  );
  r.post(
    '/api/reviews/deals/:id/confirm',
    { config: member, schema: { tags, params: idParam, response: { 200: dealResultSchema, ...errors } } },
    async (request) => reviews.confirm(currentUser(request), request.params.id),
  );
  r.post(
    '/api/reviews/deals/:id/review',
    {
      config: member,
      schema: { tags, params: idParam, body: reviewInputSchema, response: { 201: dealResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.review(currentUser(request), request.params.id, request.body)),
  );
  r.post(
    '/api/reviews/:id/reply',
    {
      config: member,
      schema: {
        tags,
        params: idParam,
        body: replyInputSchema,
        response: { 200: z.object({ message: z.string(), review: reviewSchema }), ...errors },
      },
    },
    async (request) => reviews.reply(currentUser(request), request.params.id, request.body.text),
  );
  r.get(
    '/api/reviews/members/:memberNumber',
    { ...profileRead, schema: { tags, params: memberNumberParam, response: { 200: profileSchema, ...errors } } },
    async (request) => reviews.profile(request.params.memberNumber),
  );
  r.get(
    '/api/reviews/members/:memberNumber/reviews',
    {
      ...profileRead,
      schema: {
        tags,
        params: memberNumberParam,
        querystring: reviewListQuery,
        response: { 200: reviewPageSchema, ...errors },
      },
    },
    async (request) => reviews.reviewsAbout(request.params.memberNumber, request.query),
  );
  r.get(
    '/api/reviews/members/:memberNumber/listings',
    {
      ...profileRead,
      schema: {
        tags,
        params: memberNumberParam,
        querystring: profileOffersQuery,
        response: { 200: profileListingPageSchema, ...errors },
      },
    },
    async (request) => reviews.listingsOf(currentUser(request), request.params.memberNumber, request.query),
  );
  r.get(
    '/api/reviews/members/:memberNumber/rentals',
    {
      ...profileRead,
      schema: {
        tags,
        params: memberNumberParam,
        querystring: profileOffersQuery,
        response: { 200: profileRentalPageSchema, ...errors },
      },
    },
    async (request) => reviews.rentalsOf(currentUser(request), request.params.memberNumber, request.query),
  );
}
