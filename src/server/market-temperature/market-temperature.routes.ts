import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketTemperatureAnswerSchema } from '../../contract/market-temperature.js';

export default async function marketTemperatureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { marketTemperature } = app.services;
  // Public: the card on the rentals page and the member home (null hides it).
  r.get(
    '/api/market-temperature',
    { schema: { tags: ['market-temperature'], response: { 200: marketTemperatureAnswerSchema } } },
    async () => marketTemperature.current(),
  );
}
