import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { adminStatsSchema, financialStatsSchema } from '../../contract/stats.js';

const errors = { 401: errorSchema, 403: errorSchema };

/** Admin tab Estatísticas: general counts and the financial summary (name from the spec: stripe-stats). */
export default async function adminStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stats } = app.services;
  const tags = ['admin'];

  r.get('/api/admin/stats', { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () =>
    stats.adminCounts(),
  );

  r.get('/api/admin/stripe-stats', { schema: { tags, response: { 200: financialStatsSchema, ...errors } } }, async () =>
    stats.financial(),
  );
}
