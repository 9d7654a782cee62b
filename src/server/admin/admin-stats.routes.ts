import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { DEFAULT_SUBSCRIPTION_PRICE } from '../../contract/site-config.js';
import { adminStatsSchema, financialStatsSchema } from '../../contract/stats.js';
import { createStatsRepository } from '../stats/stats.repository.js';
import { financialSummary } from '../subscriptions/subscriptions.service.js';

const errors = { 401: errorSchema, 403: errorSchema };

/** Admin tab Estatísticas: general counts and the financial summary (name from the spec: stripe-stats). */
export default async function adminStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stats = createStatsRepository(app.db);
  const tags = ['admin'];

  r.get('/api/admin/stats', { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () =>
    stats.adminCounts(),
  );

  r.get('/api/admin/stripe-stats', { schema: { tags, response: { 200: financialStatsSchema, ...errors } } }, async () => {
    const price = Number(await app.siteConfig.publicValue('subscription_price'));
    return financialSummary(app.db, Number.isFinite(price) && price > 0 ? price : DEFAULT_SUBSCRIPTION_PRICE);
  });
}
