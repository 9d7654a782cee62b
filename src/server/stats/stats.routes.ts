import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statsSchema } from '../../contract/stats.js';

export default async function statsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stats } = app.services;
  // Public counts for the landing page: members, approved listings and rentals, events of the coming month (from now).
  r.get('/api/stats', { schema: { tags: ['stats'], response: { 200: statsSchema } } }, async () => stats.counts());
}
