import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bikeClaimListSchema, bikeClaimsQuery, bikeMessageSchema, claimDecisionSchema } from '../../contract/bikes.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Bicicletas (issue 32): second claims on a serial, accepted or rejected (audited). */
export default async function adminBikesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bikes } = app.services;
  const tags = ['admin'];

  r.get(
    '/api/admin/bikes/claims',
    { schema: { tags, querystring: bikeClaimsQuery, response: { 200: bikeClaimListSchema, ...errors } } },
    async (request) => bikes.claims(request.query),
  );

  r.post(
    '/api/admin/bikes/claims/:id',
    { schema: { tags, params: idParam, body: claimDecisionSchema, response: { 200: bikeMessageSchema, ...errors } } },
    async (request) => bikes.decideClaim(currentUser(request), request.params.id, request.body.decision),
  );
}
